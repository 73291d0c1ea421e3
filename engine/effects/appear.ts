import type { Container } from "pixi.js";
import { easeOutBack, easeOutCubic } from "./easing";
import { readMotionSetting, type MotionSetting } from "./motion-setting";
import type { TweenScheduler } from "./tween";

/**
 * How a card or a pill comes onto the board: it fades in and pops up from `fromScale` with a
 * small overshoot, or only fades in under reduced motion. Replaces whatever `tweens` held.
 */
export function appear(
  tweens: TweenScheduler,
  container: Container,
  options: { readonly motion: MotionSetting; readonly fromScale: number; readonly durationMs: number },
): void {
  const { fromScale, durationMs } = options;
  tweens.clear();
  const calm = readMotionSetting(options.motion);
  container.alpha = 0;
  container.scale.set(calm ? 1 : fromScale);
  tweens.add({ from: 0, to: 1, durationMs, ease: easeOutCubic, onUpdate: (v) => (container.alpha = v) });
  if (!calm) {
    tweens.add({ from: fromScale, to: 1, durationMs, ease: easeOutBack, onUpdate: (v) => container.scale.set(v) });
  }
}
