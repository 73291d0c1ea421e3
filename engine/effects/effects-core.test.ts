import { describe, expect, it } from "vitest";
import { createEffectsCore } from "./effects-core";
import { FLASH, SOFT_FLASH } from "./flash";

const size = { width: 300, height: 300 };

describe("createEffectsCore", () => {
  it("bursts, shakes and flashes in full motion, and is idle once they end", () => {
    const fx = createEffectsCore({ size, seed: 5, reducedMotion: false });
    fx.burst(150, 150, { color: 0xffffff, count: 40 });
    fx.shake(6);
    fx.flash(0xffffff);
    expect(fx.particles.live).toHaveLength(40);
    expect(fx.update(16)).toBe(true);
    expect(Math.hypot(fx.shaking.offset.x, fx.shaking.offset.y)).toBeGreaterThan(0);
    expect(fx.flashing.alpha).toBeGreaterThan(0);
    for (let i = 0; i < 200; i++) fx.update(16);
    expect(fx.active()).toBe(false);
    expect(fx.update(16)).toBe(false);
  });

  it("makes bursts and shakes do nothing in reduced motion", () => {
    const fx = createEffectsCore({ size, seed: 5, reducedMotion: true });
    fx.burst(150, 150, { color: 0xffffff, count: 40 });
    fx.shake(6);
    expect(fx.particles.live).toHaveLength(0);
    expect(fx.update(16)).toBe(false);
    expect(fx.shaking.offset).toEqual({ x: 0, y: 0 });
    expect(fx.active()).toBe(false);
  });

  it("reads the setting as each effect starts", () => {
    let reduced = true;
    const fx = createEffectsCore({ size, reducedMotion: () => reduced });
    fx.burst(0, 0, { color: 1, count: 5 });
    expect(fx.particles.live).toHaveLength(0);
    reduced = false;
    fx.burst(0, 0, { color: 1, count: 5 });
    expect(fx.particles.live).toHaveLength(5);
  });

  it("turns a flash into a soft fade and a floating text into a fade in place", () => {
    const fx = createEffectsCore({ size, reducedMotion: true });
    fx.flash(0xffffff);
    fx.floatText(10, 20, "+10");
    const text = fx.texts.live[0]!;
    let peak = 0;
    for (let i = 0; i < 60; i++) {
      fx.update(16);
      peak = Math.max(peak, fx.flashing.alpha);
      if (fx.texts.live.length) expect(text.y).toBe(20);
    }
    expect(peak).toBeCloseTo(SOFT_FLASH.peak, 2);
    expect(peak).toBeLessThan(FLASH.peak);
  });

  it("celebrates with falling confetti, or with stars fading where they stand", () => {
    const moving = createEffectsCore({ size, seed: 2, reducedMotion: false });
    moving.celebrate();
    const confetti = moving.particles.live.length;
    expect(confetti).toBeGreaterThan(40);
    expect(moving.particles.live.some((p) => p.vy > 0)).toBe(true);

    const calm = createEffectsCore({ size, seed: 2, reducedMotion: true });
    calm.celebrate();
    const stars = [...calm.particles.live];
    expect(stars.length).toBeGreaterThan(0);
    expect(stars.length).toBeLessThan(confetti);
    expect(stars.every((p) => p.shape === "star" && p.fade === "inOut")).toBe(true);
    const before = stars.map((p) => [p.x, p.y]);
    calm.update(500);
    expect(stars.map((p) => [p.x, p.y])).toEqual(before);
  });

  it("lays a slow veil when softening, the same in both modes", () => {
    for (const reducedMotion of [false, true]) {
      const fx = createEffectsCore({ size, reducedMotion });
      fx.soften();
      expect(fx.veil.alpha).toBe(0);
      fx.update(400);
      expect(fx.veil.alpha).toBeGreaterThan(0.2);
      expect(fx.particles.live).toHaveLength(0);
      for (let i = 0; i < 150; i++) fx.update(16);
      expect(fx.veil.active()).toBe(false);
    }
  });

  it("clears everything at once", () => {
    const fx = createEffectsCore({ size, reducedMotion: false });
    fx.celebrate();
    fx.floatText(0, 0, "Hi");
    fx.shake(5);
    fx.clear();
    expect(fx.active()).toBe(false);
  });
});
