/**
 * `npm run hud-heights`: how tall each game's HUD is, from 300 to 1440 px wide, once its code has
 * loaded; prints the `hudHeight` list each `entry.ts` declares so the page keeps that room from
 * its first paint (the board does not move when the HUD arrives), and says which entries differ.
 * Run it after changing a HUD. Needs a build. Usage: npm run hud-heights [-- <game id> ...]
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { games } from "../games/index";
import { hudHeightAt } from "../engine/react/hud-reserve";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.HUD_HEIGHTS_PORT ?? 4397);
const origin = `http://127.0.0.1:${port}`;
const wanted = process.argv.slice(2);
const MIN = 300;
const MAX = 1440;
const DESKTOP = 1024;

const dataDir = await mkdtemp(path.join(tmpdir(), "lss-hud-heights-"));
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/main.ts")], {
  env: { ...process.env, PORT: String(port), AUTH_DATA_DIR: dataDir },
  stdio: "ignore",
});
let differ = 0;
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error(`The production server did not answer at ${origin}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--enable-unsafe-swiftshader"],
  });
  try {
    for (const game of games.filter((g) => wanted.length === 0 || wanted.includes(g.id))) {
      // Phones and tablets have overlay scrollbars (the page is as wide as the screen); desktops
      // mostly take a scrollbar's width from it, and every HUD is one row by then.
      const open = async (mobile: boolean) => {
        const page = await browser.newPage({
          viewport: { width: 800, height: 900 },
          isMobile: mobile,
          hasTouch: mobile,
        });
        await page.goto(`${origin}/games/${game.id}`);
        await page.locator("[data-testid=game-surface][data-ready=true]").waitFor({ timeout: 120_000 });
        // The room the HUD itself takes: the reserve is switched off while measuring.
        await page.addStyleTag({ content: "[data-hud] { min-height: 0 !important; }" });
        return page;
      };
      const phone = await open(true);
      const desktop = await open(false);
      const steps: [number, number][] = [];
      const mismatches: string[] = [];
      for (let width = MIN; width <= MAX; width += 2) {
        const page = width < DESKTOP ? phone : desktop;
        await page.setViewportSize({ width, height: 900 });
        const height = await page.evaluate(() =>
          Math.ceil(document.querySelector("[data-hud]")!.getBoundingClientRect().height),
        );
        if (steps.length === 0 || steps[steps.length - 1]![1] !== height)
          steps.push([width === MIN ? 0 : width, height]);
        const declared = hudHeightAt(game.hudHeight, width);
        if (declared !== height) mismatches.push(`${width}px: HUD ${height}, declared ${declared}`);
      }
      await phone.close();
      await desktop.close();
      console.log(`${game.id}: hudHeight: ${JSON.stringify(steps)},`);
      if (mismatches.length > 0) {
        differ++;
        console.log(
          `  differs from entry.ts at ${mismatches.length} widths, e.g. ${mismatches.slice(0, 3).join("; ")}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  const exited = server.exitCode === null ? new Promise((resolve) => server.once("exit", resolve)) : null;
  server.kill();
  await exited;
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
}
process.exitCode = differ > 0 ? 1 : 0;
