import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { checkers, Random, restoreVisibility, sendEvent, type EventKind } from "./support/monkey";

/**
 * Monkey play: random input from a seeded generator for MONKEY_SECONDS a game (5 in `npm test`,
 * 60 with `npm run monkey`), checking after every event that the page logged no error and the
 * game's state keeps its invariants (games/<id>/invariants.ts), and at the end that the frame
 * loop still runs. `npm run monkey -- --game snake --seed 1234` replays one run.
 *
 * `npm test` plays Little Dodger here (real time, drags, keys held, lives) and every game's rules
 * headless, thousands of inputs each (engine/testing's monkeyPlay in games/<id>/store.test.ts);
 * `npm run monkey` (MONKEY_ALL=1) plays all six in the browser.
 */
const SECONDS = Number(process.env.MONKEY_SECONDS) || 5;
const SEED = Number(process.env.MONKEY_SEED) >>> 0 || 2026;
const ONLY = process.env.MONKEY_GAME || (process.env.MONKEY_ALL ? undefined : "little-dodger");

// Software WebGL on a shared two-core machine: the game can take many seconds to start.
test.describe.configure({ timeout: SECONDS * 1000 + 150_000 });
test.use({ hasTouch: true });

const GAMES = Object.keys(checkers).filter((id) => !ONLY || id === ONLY);

/** Errors the page reports: console errors, uncaught exceptions, unhandled promise rejections. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

async function readHook(page: Page) {
  return page.evaluate(() => {
    const hook = window.__lssMonkey;
    const rejections = (window as { __monkeyRejections?: string[] }).__monkeyRejections ?? [];
    return hook ? { state: hook.state(), frames: hook.frames(), rejections } : { state: null, frames: -1, rejections };
  });
}

for (const id of GAMES) {
  test(`monkey play: ${id} survives ${SECONDS} s of random input (seed ${SEED})`, async ({ page }) => {
    const check = checkers[id]!;
    const random = new Random(SEED);
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      const list: string[] = [];
      (window as { __monkeyRejections?: string[] }).__monkeyRejections = list;
      window.addEventListener("unhandledrejection", (event) => list.push(String(event.reason)));
    });
    await page.goto(`/games/${id}?monkey&seed=${SEED}`);
    await expect(page.getByTestId("game-surface")).toHaveAttribute("data-ready", "true", { timeout: 90_000 });
    const keys = await page.evaluate(() => window.__lssMonkey?.keys ?? []);
    expect(keys.length, "the ?monkey hook is on the page").toBeGreaterThan(0);

    const counts = new Map<EventKind, number>();
    const recent: string[] = [];
    const problems: string[] = [];
    // Steps are checked one by one; a step is one input event, or a burst or mash of several.
    let steps = 0;
    let sent = 0;
    const end = Date.now() + SECONDS * 1000;
    while (Date.now() < end && problems.length === 0) {
      // A throw here is the monkey's own fault or a page gone wrong: reported with its replay.
      const sentEvent = await sendEvent(page, random, { keys }).catch((error: unknown) => {
        problems.push(`the monkey could not send its event: ${String(error)}`);
        return null;
      });
      if (!sentEvent) break;
      const { kind, what, count } = sentEvent;
      steps += 1;
      sent += count;
      counts.set(kind, (counts.get(kind) ?? 0) + count);
      recent.push(`#${steps} ${what}`);
      if (recent.length > 12) recent.shift();
      const { state, rejections } = await readHook(page);
      if (state === null) problems.push("the game's ?monkey hook went away (the game unmounted)");
      else problems.push(...check(state as never).map((rule) => `invariant: ${rule}`));
      problems.push(...errors.splice(0), ...rejections.map((reason) => `unhandled rejection: ${reason}`));
    }

    // The loop must still be running: back to a visible, resumed page, the frame count grows.
    if (problems.length === 0) {
      await restoreVisibility(page);
      const resume = page.getByRole("button", { name: "Resume" });
      if (await resume.isVisible()) await resume.click();
      const before = (await readHook(page)).frames;
      await expect
        .poll(async () => (await readHook(page)).frames, { message: "the frame loop still runs", timeout: 10_000 })
        .toBeGreaterThan(before + 2);
    }

    const breakdown = [...counts].map(([kind, n]) => `${kind} ${n}`).join(", ");
    console.log(
      `monkey ${id}: seed ${SEED}, ${sent} events in ${steps} steps in ${SECONDS} s (${breakdown}); ${problems.length} errors`,
    );
    const replay = `npm run monkey -- --game ${id} --seed ${SEED}`;
    expect(problems, `found after step #${steps}; last steps:\n${recent.join("\n")}\nreplay: ${replay}`).toEqual([]);
  });
}
