import { linear, lerp, type Easing } from "./easing";

export interface TweenOptions {
  readonly from: number;
  readonly to: number;
  readonly durationMs: number;
  /** Waits this long (of update time) before moving; nothing is reported meanwhile. */
  readonly delayMs?: number;
  readonly ease?: Easing;
  /** The eased value, once per update while the tween moves, and `to` exactly at the end. */
  onUpdate(value: number): void;
  onComplete?(): void;
}

export interface Tween {
  /** Whether it ran to its end or was cancelled. */
  readonly done: boolean;
  /** Stops it where it is: no more updates, no `onComplete`. */
  cancel(): void;
  /** Jumps to the end now: `onUpdate(to)`, then `onComplete`. */
  finish(): void;
}

/**
 * Tweens moved by explicit time, never by a timer: they advance only when the view's frame
 * calls `update(dtMs)`, so a paused game freezes them and a test steps them exactly.
 */
export interface TweenScheduler {
  add(options: TweenOptions): Tween;
  /** Advances every tween by `dtMs`; true when any tween moved (the frame needs a render). */
  update(dtMs: number): boolean;
  /** Whether any tween is still waiting or moving. */
  active(): boolean;
  /** Cancels every tween. */
  clear(): void;
}

interface Running extends Tween {
  elapsed: number;
  readonly options: TweenOptions;
  done: boolean;
}

export function createTweens(): TweenScheduler {
  let running: Running[] = [];

  const end = (tween: Running) => {
    if (tween.done) return;
    tween.done = true;
    tween.options.onUpdate(tween.options.to);
    tween.options.onComplete?.();
  };

  return {
    add(options) {
      const tween: Running = {
        options,
        elapsed: 0,
        done: false,
        cancel() {
          tween.done = true;
        },
        finish() {
          end(tween);
        },
      };
      running.push(tween);
      return tween;
    },
    update(dtMs) {
      const step = Math.max(0, dtMs);
      // A tween added by a callback during this update (a chain) starts on the next one.
      const current = running;
      running = [];
      let moved = false;
      for (const tween of current) {
        if (tween.done) continue;
        tween.elapsed += step;
        const { from, to, durationMs, delayMs = 0, ease = linear } = tween.options;
        const t = tween.elapsed - delayMs;
        if (t < 0) {
          running.push(tween);
          continue;
        }
        moved = true;
        if (t >= durationMs) {
          end(tween);
          continue;
        }
        tween.options.onUpdate(lerp(from, to, ease(t / durationMs)));
        running.push(tween);
      }
      running = running.filter((tween) => !tween.done);
      return moved;
    },
    active: () => running.some((tween) => !tween.done),
    clear() {
      for (const tween of running) tween.done = true;
      running = [];
    },
  };
}
