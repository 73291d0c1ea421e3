/**
 * `npm run new-game -- <id> "<Title>"`: writes games/<id>/, a small playable grid game from
 * scripts/dev/new-game/template, and adds its one line to games/index.ts. Then play it at
 * /games/<id> (`npm run dev`) and change its rules.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as prettier from "prettier";
import { games } from "../../../games/index.ts";
import { cardSvg } from "./card-svg.ts";
import { fill, namesFor, problems } from "./names.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const gamesDir = path.join(root, "games");
const templateDir = path.join(import.meta.dirname, "template");

const [id = "", title = "", ...extra] = process.argv.slice(2);
if (!id || !title || extra.length > 0) {
  console.error('Usage: npm run new-game -- <id> "<Title>"   e.g. npm run new-game -- pebble-drop "Pebble Drop"');
  process.exit(1);
}

const folders = (await readdir(gamesDir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
const routes = [
  ...(await readFile(path.join(root, "src", "routes.ts"), "utf8")).matchAll(/"games\/([a-z0-9-]+)"/g),
].map((m) => m[1]!);
const found = problems(id, title, {
  ids: [...folders, ...games.map((g) => g.id)],
  routes,
  titles: games.map((g) => g.title),
});
if (found.length > 0) {
  for (const problem of found) console.error(`new-game: ${problem}`);
  process.exit(1);
}

const names = namesFor(id, title);
const dir = path.join(gamesDir, id);
await mkdir(dir);
const written: string[] = [];
for (const file of (await readdir(templateDir)).filter((f) => f.endsWith(".tmpl")).sort()) {
  const target = path.join(dir, file.slice(0, -".tmpl".length));
  const source = fill(await readFile(path.join(templateDir, file), "utf8"), names);
  const options = await prettier.resolveConfig(target);
  await writeFile(target, await prettier.format(source, { ...options, filepath: target }));
  written.push(path.relative(root, target));
}
await writeFile(path.join(dir, "card.svg"), cardSvg(names.title));
written.push(path.relative(root, path.join(dir, "card.svg")));

// The one registry line, after the last game's.
const registry = path.join(gamesDir, "index.ts");
const lines = (await readFile(registry, "utf8")).split("\n");
const last = lines.findLastIndex((line) => /^import "\.\/[^/]+\/entry";$/.test(line));
if (last === -1) throw new Error('games/index.ts has no `import "./<id>/entry";` line to add after');
lines.splice(last + 1, 0, `import "./${id}/entry";`);
await writeFile(registry, lines.join("\n"));

if (!existsSync(path.join(dir, "index.ts"))) throw new Error("the template wrote no index.ts");
const next = [
  ["npm run dev", `then play it at http://localhost:5173/games/${id}`],
  [`edit games/${id}/rules.ts`, "the rules (pure functions), with rules.test.ts beside them"],
  [`npx vitest run games/${id}`, "its tests"],
  [`npm run build && npm run hud-heights -- ${id}`, "after changing its HUD: the heights for entry.ts"],
  ["npm test", "everything, before you commit"],
];
const width = Math.max(...next.map(([command]) => command!.length)) + 2;
console.log(`Wrote ${written.length} files in games/${id}/ and registered it in games/index.ts.\n\nNext:`);
for (const [command, what] of next) console.log(`  ${command!.padEnd(width)}${what}`);
