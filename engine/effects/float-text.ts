import { clamp01, easeOutBack, easeOutCubic, easeInQuad } from "./easing";

/** A short word or figure ("+10") that rises from where something happened and fades. */
export interface FloatingText {
  readonly id: number;
  readonly text: string;
  readonly color: number;
  /** Where it started, in the parent's logical units. */
  readonly startX: number;
  readonly startY: number;
  /** Where it is and how it looks this frame. */
  x: number;
  y: number;
  alpha: number;
  scale: number;
  age: number;
  readonly lifetimeMs: number;
  /** Units it rises over its life (0: it fades in place). */
  readonly rise: number;
  /** Whether it pops in (scales up with an overshoot) or only fades in. */
  readonly pop: boolean;
}

export interface FloatTextOptions {
  color?: number;
  lifetimeMs?: number;
  rise?: number;
}

export interface FloatingTexts {
  /** The live texts, oldest first; valid until the next call. */
  readonly live: readonly FloatingText[];
  /** Adds a text; past `capacity` the oldest goes. `calm`: no rise, no pop, a fade in place. */
  add(x: number, y: number, text: string, options?: FloatTextOptions & { calm?: boolean }): FloatingText;
  /** True while any text shows (including the frame the last one goes). */
  update(dtMs: number): boolean;
  clear(): void;
}

export const FLOAT_TEXT_MS = 900;
const POP_MS = 160;
/** A calm text's fade in, so it does not blink on. */
const CALM_IN_MS = 140;
/** Where the fade out begins, as a share of its life. */
const FADE_FROM = 0.5;

function pose(t: FloatingText): void {
  const share = clamp01(t.age / t.lifetimeMs);
  t.x = t.startX;
  t.y = t.startY - t.rise * easeOutCubic(share);
  const fadeOut = share < FADE_FROM ? 1 : 1 - easeInQuad((share - FADE_FROM) / (1 - FADE_FROM));
  if (t.pop) {
    t.scale = 0.6 + 0.4 * easeOutBack(t.age / POP_MS);
    t.alpha = fadeOut;
  } else {
    t.scale = 1;
    t.alpha = Math.min(clamp01(t.age / CALM_IN_MS), fadeOut);
  }
}

export function createFloatingTexts(options: { capacity?: number; rise?: number } = {}): FloatingTexts {
  const capacity = Math.max(1, Math.floor(options.capacity ?? 8));
  const defaultRise = options.rise ?? 28;
  const live: FloatingText[] = [];
  let nextId = 1;
  return {
    live,
    add(x, y, text, add = {}) {
      if (live.length >= capacity) live.shift();
      const calm = add.calm ?? false;
      const floating: FloatingText = {
        id: nextId++,
        text,
        color: add.color ?? 0xffffff,
        startX: x,
        startY: y,
        x,
        y,
        alpha: 0,
        scale: 1,
        age: 0,
        lifetimeMs: Math.max(1, add.lifetimeMs ?? (calm ? FLOAT_TEXT_MS + 300 : FLOAT_TEXT_MS)),
        rise: calm ? 0 : (add.rise ?? defaultRise),
        pop: !calm,
      };
      pose(floating);
      live.push(floating);
      return floating;
    },
    update(dtMs) {
      if (live.length === 0) return false;
      const dt = Math.max(0, dtMs);
      let kept = 0;
      for (const t of live) {
        t.age += dt;
        if (t.age >= t.lifetimeMs) continue;
        pose(t);
        live[kept++] = t;
      }
      live.length = kept;
      return true;
    },
    clear() {
      live.length = 0;
    },
  };
}
