/**
 * `npm run hud-heights`: how tall each game's HUD is, from 300 to 1440 px wide, once its code has
 * loaded; prints the `hudHeight` list each `entry.ts` declares so the page keeps that room from
 * its first paint (the board does not move when the HUD arrives), and says which entries differ.
 * Run it after changing a HUD. Needs a build. Usage: npm run hud-heights [-- <game id> ...]
 */
import { launchChromium } from "../chromium";
import { startMeasureServer } from "./measure-server";
import { games } from "../../games/index";
import { hudHeightAt } from "@station/engine";

const port = Number(process.env.HUD_HEIGHTS_PORT ?? 4397);
const wanted = process.argv.slice(2);
const MIN = 300;
const MAX = 1440;
const DESKTOP = 1024;

const server = await startMeasureServer(port, "hud-heights");
const { origin } = server;
let differ = 0;
try {
  const browser = await launchChromium();
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
  await server.stop();
}
process.exitCode = differ > 0 ? 1 : 0;
