/**
 * `npm run game-shots`: the games list's card pictures, drawn by the games themselves. Opens each
 * game page of the built site in Chromium with a fixed `?seed=`, plays a few scripted inputs
 * (plays.ts), screenshots the board's canvas and writes it, whole (letterboxed, never cropped),
 * into public/images/games/<id>-<width>.{avif,webp,png} at the card's size and twice it. The
 * pictures are committed; shots.json keeps a hash of each game's folder as it was when they were
 * taken, and `npm run game-shots -- --check` names the games that changed since (re-run it then).
 * Needs a build. Usage: npm run game-shots [-- <game id> ...] [-- --check]
 */
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { launchChromium } from "../../chromium";
import { startMeasureServer } from "../../measure/measure-server";
import { GAME_CARD_IMAGE_SIZE, games } from "../../../games/index";
import { plays } from "./plays";

const root = path.resolve(import.meta.dirname, "../../..");
const outDir = path.join(root, "public/images/games");
const manifestPath = path.join(outDir, "shots.json");
const SEED = 7;
/** The board's own colour around a board whose shape is not the card's. */
const LETTERBOX = "#120d30";
const args = process.argv.slice(2);
const check = args.includes("--check");
const wanted = args.filter((a) => !a.startsWith("--"));

sharp.concurrency(1);
sharp.cache(false);

/** What a card picture depends on: every file in the game's folder. */
async function folderHash(id: string): Promise<string> {
  const dir = path.join(root, "games", id);
  const hash = createHash("sha256");
  for (const name of (await readdir(dir)).sort()) {
    if (name.endsWith(".test.ts")) continue;
    hash.update(name).update(await readFile(path.join(dir, name)));
  }
  return hash.digest("hex").slice(0, 16);
}

type Manifest = Record<string, { folder: string; taken: string }>;
const manifest: Manifest = JSON.parse(await readFile(manifestPath, "utf8").catch(() => "{}")) as Manifest;

if (check) {
  const stale = [];
  for (const game of games) if (manifest[game.id]?.folder !== (await folderHash(game.id))) stale.push(game.id);
  console.log(
    stale.length === 0 ? "Every card picture is fresh." : `Changed since their card picture: ${stale.join(", ")}`,
  );
  process.exit(0);
}

const server = await startMeasureServer(Number(process.env.GAME_SHOTS_PORT ?? 4396), "game-shots");
try {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
    for (const game of games.filter((g) => wanted.length === 0 || wanted.includes(g.id))) {
      await page.goto(`${server.origin}/games/${game.id}?seed=${SEED}`);
      const surface = page.locator("[data-testid=game-surface][data-ready=true]");
      await surface.waitFor({ timeout: 120_000 });
      const box = (await surface.boundingBox())!;
      const point = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
      await plays[game.id]!(
        page,
        (x, y) => page.mouse.click(...point(x, y)),
        async (from, to) => {
          await page.mouse.move(...point(...from));
          await page.mouse.down();
          await page.mouse.move(...point(...to), { steps: 8 });
          await page.mouse.up();
        },
      );
      const shot = await page.locator("[data-testid=game-surface] canvas").screenshot();
      for (const scale of [1, 2]) {
        const width = GAME_CARD_IMAGE_SIZE.width * scale;
        const height = GAME_CARD_IMAGE_SIZE.height * scale;
        const framed = sharp(shot).resize(width, height, { fit: "contain", background: LETTERBOX }).flatten({
          background: LETTERBOX,
        });
        const base = path.join(outDir, `${game.id}-${width}`);
        await framed.clone().avif({ quality: 55, effort: 4 }).toFile(`${base}.avif`);
        await framed.clone().webp({ quality: 78 }).toFile(`${base}.webp`);
        await framed.clone().png({ palette: true, quality: 85, compressionLevel: 9 }).toFile(`${base}.png`);
      }
      manifest[game.id] = { folder: await folderHash(game.id), taken: new Date().toISOString().slice(0, 10) };
      console.log(`${game.id}: card pictures written`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
