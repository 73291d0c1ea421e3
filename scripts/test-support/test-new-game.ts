/**
 * `npm run test:new-game`: proves that adding a game is its folder plus one registry line. In a
 * copy of the repository (node_modules linked, not copied) it runs `npm run new-game`, checks
 * that nothing else changed, then typechecks games/ (the new game, the registry and the engine
 * they import), runs the new game's unit tests and the registry's, builds, and reads the built
 * site: the new game is on /games, pre-rendered at /games/<id> and in the sitemap. About 45 s on
 * a quiet machine here. KEEP_COPY=1 keeps the copy.
 */
import { execFileSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { games } from "../../games/index.ts";
import { countWord } from "../../src/content/games-in-words.ts";

const ID = "throwaway-tiles";
const TITLE = "Throwaway Tiles";
/** The typechecker `npm run typecheck` uses (TypeScript 7, native), in the copy's linked node_modules. */
const TSC = path.join("node_modules", "typescript-go", "bin", "tsc");
const root = path.resolve(import.meta.dirname, "../..");
const started = Date.now();
const copy = await mkdtemp(path.join(tmpdir(), "lss-new-game-"));

const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  execFileSync(command, args, { cwd: copy, stdio: "inherit", env: { ...process.env, CI: "", ...env } });
};

function check(ok: boolean, message: string) {
  if (!ok) throw new Error(`test:new-game: ${message} (the copy is at ${copy})`);
  console.log(`ok: ${message}`);
}

try {
  // The working tree as it is, committed or not, but what git ignores (node_modules, dist).
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root })
    .toString()
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    await mkdir(path.dirname(path.join(copy, file)), { recursive: true });
    await cp(path.join(root, file), path.join(copy, file), { dereference: false }).catch(
      (error: NodeJS.ErrnoException) => {
        // A file deleted in the working tree but not yet in the index.
        if (error.code !== "ENOENT") throw error;
      },
    );
  }
  await symlink(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  const registryBefore = await readFile(path.join(copy, "games", "index.ts"), "utf8");
  // What new-game touches is newer than this mark (copied files are not: mtimes are a second apart).
  const mark = path.join(copy, ".new-game-mark");
  await writeFile(mark, "");
  await new Promise((resolve) => setTimeout(resolve, 1100));

  run("npx", ["tsx", "scripts/dev/new-game/main.ts", ID, TITLE]);

  const after = execFileSync(
    "find",
    [".", "-path", "./node_modules", "-prune", "-o", "-type", "f", "-newer", mark, "-print"],
    { cwd: copy },
  )
    .toString()
    .split("\n")
    .filter(Boolean)
    .map((f) => f.replace(/^\.\//, ""));
  check(
    after.every((f) => f.startsWith(`games/${ID}/`) || f === "games/index.ts"),
    `new-game wrote only games/${ID}/ and games/index.ts (${after.length} files)`,
  );
  const registryAfter = (await readFile(path.join(copy, "games", "index.ts"), "utf8")).split("\n");
  const added = registryAfter.filter((line) => !registryBefore.split("\n").includes(line));
  check(
    registryAfter.length === registryBefore.split("\n").length + 1 && added.join() === `import "./${ID}/entry";`,
    "games/index.ts gained exactly one line",
  );

  // The rest of the project reaches games only through games/index.ts, whose types a new entry
  // does not change, and `npm test` typechecks all of it: games/ is what a new game can break.
  const gamesOnly = "tsconfig.games.json";
  await writeFile(path.join(copy, gamesOnly), JSON.stringify({ extends: "./tsconfig.json", include: ["games"] }));
  run("node", [TSC, "--noEmit", "-p", gamesOnly]);
  run("npx", [
    "vitest",
    "run",
    `games/${ID}`,
    "games/registry.test.ts",
    // Not games/cards.test.ts: a game's in-play pictures come later, from `npm run game-shots`.
    "src/app/paths.test.ts",
  ]);
  // Read, never served: no compressed twins.
  run("npm", ["run", "build"], { BUILD_PRECOMPRESS: "0" });

  const client = path.join(copy, "dist", "client");
  const list = await readFile(path.join(client, "games", "index.html"), "utf8");
  check(list.includes(`href="/games/${ID}"`) && list.includes(`>${TITLE}</a>`), `/games lists ${TITLE}`);
  check(list.includes(`/images/games/${ID}-400.png`), `/games shows its card picture`);
  // One more than this checkout has (a fresh clone, or one with games of its own added).
  const count = countWord(games.length + 1);
  check(new RegExp(`${count} calm, free browser games: .* and ${TITLE}\\.`).test(list), `/games counts ${count} games`);
  const page = await readFile(path.join(client, "games", ID, "index.html"), "utf8");
  check(page.includes(`<h1`) && page.includes(`>${TITLE}</h1>`), `/games/${ID} was pre-rendered with its title`);
  const sitemap = await readFile(path.join(client, "sitemap.xml"), "utf8");
  check(sitemap.includes(`/games/${ID}</loc>`), "the sitemap lists it");
  const worker = await readFile(path.join(client, "sw.js"), "utf8");
  check(
    worker.includes(`"/games/${ID}"`) || worker.includes(`\`/games/${ID}\``),
    "the service worker keeps it offline",
  );
  console.log(`\ntest:new-game passed in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  if (!process.env.KEEP_COPY) await rm(copy, { recursive: true, force: true });
}
