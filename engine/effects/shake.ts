/**
 * A screen shake: an offset that wobbles and dies away. Two sine waves at unrelated rates give a
 * jitter that looks random and is the same every time (a test can check it).
 */
export interface Shake {
  /** Starts a shake of `intensity` units; a stronger one replaces a weaker one still running. */
  start(intensity: number, durationMs?: number): void;
  /** True while the offset is not yet back to zero (including the frame that brings it there). */
  update(dtMs: number): boolean;
  readonly offset: { readonly x: number; readonly y: number };
  active(): boolean;
  stop(): void;
}

export const SHAKE_MS = 320;

export function createShake(): Shake {
  let intensity = 0;
  let durationMs = SHAKE_MS;
  let age = 0;
  const offset = { x: 0, y: 0 };
  const running = () => intensity > 0 && age < durationMs;
  const stop = () => {
    intensity = 0;
    offset.x = 0;
    offset.y = 0;
  };
  return {
    offset,
    start(strength, ms = SHAKE_MS) {
      if (!(strength > 0) || !(ms > 0)) return;
      const left = running() ? intensity * (1 - age / durationMs) ** 2 : 0;
      if (strength < left) return;
      intensity = strength;
      durationMs = ms;
      age = 0;
    },
    update(dtMs) {
      if (intensity <= 0) return false;
      age += Math.max(0, dtMs);
      if (age >= durationMs) {
        stop();
        return true;
      }
      const amplitude = intensity * (1 - age / durationMs) ** 2;
      offset.x = amplitude * Math.sin(age * 0.083);
      offset.y = amplitude * Math.cos(age * 0.061);
      return true;
    },
    active: running,
    stop,
  };
}
