import type { Page } from "@playwright/test";
import { nextRandom, type Seed } from "@station/engine";
import type { MonkeyHook } from "@station/engine/internal/monkey-hook";
import { games } from "../../../games/index";

/**
 * Each game's checker, found by convention: games/<id>/invariants.ts exports `brokenRules`
 * (games/registry.test.ts holds every game to it). The page hands over its state as plain data,
 * whose shape the checker knows.
 */
export const checkers: Record<string, (state: never) => string[]> = Object.fromEntries(
  await Promise.all(
    games.map(async ({ id }) => {
      const module = (await import(`../../../games/${id}/invariants.ts`)) as {
        brokenRules: (state: never) => string[];
      };
      return [id, module.brokenRules] as const;
    }),
  ),
);

/** The same mulberry32 the games use, so a seed replays the monkey's whole run. */
export class Random {
  constructor(private seed: Seed) {}
  next(): number {
    const [value, seed] = nextRandom(this.seed);
    this.seed = seed;
    return value;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

/** Keys outside every game's map (Tab is left out: it would walk focus into the site's links). */
const OTHER_KEYS = ["Escape", "m", "q", "x", "1", "Backspace", "Delete", "PageDown", "Home", "Shift", "Control", "Alt"];

export type EventKind =
  "key" | "burst" | "hold" | "tap" | "touch" | "drag" | "pause" | "visibility" | "resize" | "fullscreen" | "button";

/** How often each kind of event comes, out of the total weight. */
const WEIGHTS: readonly [EventKind, number][] = [
  ["key", 26],
  ["burst", 6],
  ["hold", 6],
  ["tap", 14],
  ["touch", 8],
  ["drag", 10],
  ["pause", 6],
  ["visibility", 4],
  ["resize", 5],
  ["fullscreen", 3],
  ["button", 14],
];
const TOTAL = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);

function pickKind(random: Random): EventKind {
  let roll = random.next() * TOTAL;
  for (const [kind, weight] of WEIGHTS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return "key";
}

type Box = { x: number; y: number; width: number; height: number };

/** A point on the board (half the time), elsewhere on the game's section, or anywhere in the window. */
async function somePoint(page: Page, random: Random): Promise<{ x: number; y: number }> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const where = random.next();
  const box: Box | null =
    where < 0.5
      ? await page.getByTestId("game-surface").boundingBox()
      : where < 0.8
        ? await page.locator("section[aria-label$=' game']").boundingBox()
        : null;
  const area = box ?? { x: 0, y: 0, width: viewport.width, height: viewport.height };
  // A little past the edges too: presses that start on the board and end off it, and the reverse.
  const x = area.x - 10 + random.next() * (area.width + 20);
  const y = area.y - 10 + random.next() * (area.height + 20);
  return { x: Math.max(0, Math.min(viewport.width - 1, x)), y: Math.max(0, Math.min(viewport.height - 1, y)) };
}

/** A link under the point would take the monkey off the game: those presses are skipped. */
async function onLink(page: Page, point: { x: number; y: number }): Promise<boolean> {
  return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("a, [role=link]") != null, point);
}

async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((hide) => {
    if (hide) {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      Object.defineProperty(document, "hidden", { value: true, configurable: true });
    } else {
      // The own properties shadow the prototype's getters; without them the page is visible again.
      delete (document as { visibilityState?: unknown }).visibilityState;
      delete (document as { hidden?: unknown }).hidden;
    }
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

/** Clicks `count` random buttons of the game (HUD, toolbar, pad, Resume) as fast as the page takes them. */
async function mashButtons(page: Page, picks: number[]): Promise<string[]> {
  return page.evaluate((rolls) => {
    const clicked: string[] = [];
    for (const roll of rolls) {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>("section[aria-label$=' game'] button")].filter(
        (button) => !button.disabled && button.getClientRects().length > 0,
      );
      const button = buttons[Math.floor(roll * buttons.length)];
      if (!button) continue;
      clicked.push(button.textContent?.trim() || button.getAttribute("aria-label") || "?");
      button.click();
    }
    return clicked;
  }, picks);
}

/**
 * Sends one random event (a burst or a mash is several); returns what it did, in words, for the
 * failure report, and how many input events that was.
 */
export async function sendEvent(
  page: Page,
  random: Random,
  hook: Pick<MonkeyHook, "keys">,
): Promise<{ kind: EventKind; what: string; count: number }> {
  const sent = await send(page, random, hook);
  return { count: 1, ...sent };
}

async function send(
  page: Page,
  random: Random,
  hook: Pick<MonkeyHook, "keys">,
): Promise<{ kind: EventKind; what: string; count?: number }> {
  const kind = pickKind(random);
  switch (kind) {
    case "burst": {
      // Faster than any hand and than the game's steps: keys dispatched in the page in one go.
      const keys = Array.from({ length: random.int(5, 25) }, () => random.pick(hook.keys));
      await page.getByTestId("game-surface").focus();
      await page.evaluate((list) => {
        const surface = document.querySelector("[data-testid=game-surface]");
        for (const key of list) {
          surface?.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
          surface?.dispatchEvent(new KeyboardEvent("keyup", { key, bubbles: true, cancelable: true }));
        }
      }, keys);
      return {
        kind,
        what: `burst ${keys.map((key) => (key === " " ? "Space" : key)).join(" ")}`,
        count: keys.length * 2,
      };
    }
    case "key":
    case "hold": {
      const key = random.next() < 0.75 ? random.pick(hook.keys) : random.pick(OTHER_KEYS);
      const name = key === " " ? "Space" : key;
      if (random.next() < 0.3) await page.getByTestId("game-surface").focus();
      if (kind === "key") {
        await page.keyboard.press(name);
        return { kind, what: `press ${name}` };
      }
      const ms = random.int(20, 400);
      await page.keyboard.down(name);
      await page.waitForTimeout(ms);
      await page.keyboard.up(name);
      return { kind, what: `hold ${name} ${ms} ms` };
    }
    case "tap":
    case "touch": {
      const point = await somePoint(page, random);
      if (await onLink(page, point)) return { kind, what: "skipped a link" };
      if (kind === "tap") await page.mouse.click(point.x, point.y);
      else await page.touchscreen.tap(point.x, point.y);
      return { kind, what: `${kind} ${Math.round(point.x)},${Math.round(point.y)}` };
    }
    case "drag": {
      const from = await somePoint(page, random);
      const to = await somePoint(page, random);
      if ((await onLink(page, from)) || (await onLink(page, to))) return { kind, what: "skipped a link" };
      const steps = random.int(1, 8);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps });
      await page.mouse.up();
      return {
        kind,
        what: `drag ${Math.round(from.x)},${Math.round(from.y)} -> ${Math.round(to.x)},${Math.round(to.y)}`,
      };
    }
    case "pause": {
      // The window losing focus pauses the game; the Resume button or a game key brings it back.
      await page.evaluate(() => window.dispatchEvent(new Event("blur")));
      const how = random.pick(["resume", "key", "none"] as const);
      if (how === "resume") {
        await page
          .getByRole("button", { name: "Resume" })
          .click({ timeout: 2_000 })
          .catch(() => undefined);
      } else if (how === "key") {
        const key = random.pick(hook.keys);
        await page.getByTestId("game-surface").focus();
        await page.keyboard.press(key === " " ? "Space" : key);
      }
      return { kind, what: `pause, then ${how}` };
    }
    case "visibility": {
      await setHidden(page, true);
      await page.waitForTimeout(random.int(0, 100));
      await setHidden(page, false);
      return { kind, what: "hide and show the tab" };
    }
    case "resize": {
      const size = { width: random.int(320, 1920), height: random.int(480, 1200) };
      // A full-screen window is not resized (Chromium refuses Playwright's resize too): a person
      // leaves full screen first, and so does the monkey if an earlier step entered it.
      await page.evaluate(async () => {
        if (document.fullscreenElement) await document.exitFullscreen();
      });
      await page.setViewportSize(size);
      return { kind, what: `resize ${size.width}x${size.height}` };
    }
    case "fullscreen": {
      await page
        .locator("section[aria-label$=' game'] button", { hasText: /full screen/i })
        .click({ timeout: 2_000 })
        .catch(() => undefined);
      return { kind, what: "toggle full screen" };
    }
    case "button": {
      const picks = Array.from({ length: random.int(1, 5) }, () => random.next());
      const clicked = await mashButtons(page, picks);
      return { kind, what: `buttons ${clicked.join(", ") || "(none)"}`, count: Math.max(clicked.length, 1) };
    }
  }
}

export async function restoreVisibility(page: Page) {
  await setHidden(page, false);
}
