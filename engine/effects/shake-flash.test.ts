import { describe, expect, it } from "vitest";
import { createFlash, FLASH, SOFT_FLASH } from "./flash";
import { createShake, SHAKE_MS } from "./shake";

describe("createShake", () => {
  it("wobbles within its intensity, dies away and ends at rest", () => {
    const shake = createShake();
    shake.start(10);
    let biggestEarly = 0;
    let biggestLate = 0;
    for (let t = 0; t < SHAKE_MS; t += 10) {
      expect(shake.update(10)).toBe(true);
      const size = Math.hypot(shake.offset.x, shake.offset.y);
      expect(Math.abs(shake.offset.x)).toBeLessThanOrEqual(10);
      if (t < SHAKE_MS / 3) biggestEarly = Math.max(biggestEarly, size);
      else if (t > (SHAKE_MS * 2) / 3) biggestLate = Math.max(biggestLate, size);
    }
    expect(biggestEarly).toBeGreaterThan(biggestLate);
    expect(shake.active()).toBe(false);
    expect(shake.offset).toEqual({ x: 0, y: 0 });
    expect(shake.update(10)).toBe(false);
  });

  it("lets a weak shake not cut a strong one short", () => {
    const shake = createShake();
    shake.start(10, 300);
    shake.update(30);
    shake.start(1, 300);
    shake.update(200);
    expect(shake.active()).toBe(true);
    shake.update(80);
    expect(shake.active()).toBe(false);
  });
});

describe("createFlash", () => {
  it("starts a sharp flash at its peak and decays to nothing", () => {
    const flash = createFlash();
    flash.start(0xff00ff);
    expect(flash.color).toBe(0xff00ff);
    expect(flash.alpha).toBeCloseTo(FLASH.peak, 10);
    flash.update(FLASH.decayMs / 2);
    expect(flash.alpha).toBeGreaterThan(0);
    expect(flash.alpha).toBeLessThan(FLASH.peak);
    expect(flash.update(FLASH.decayMs)).toBe(true);
    expect(flash.alpha).toBe(0);
    expect(flash.active()).toBe(false);
    expect(flash.update(16)).toBe(false);
  });

  it("lets a soft flash rise from nothing, never past a gentle peak", () => {
    const flash = createFlash();
    flash.start(0xffffff, SOFT_FLASH);
    expect(flash.alpha).toBe(0);
    let peak = 0;
    for (let t = 0; t < 1000; t += 16) {
      flash.update(16);
      peak = Math.max(peak, flash.alpha);
    }
    expect(peak).toBeCloseTo(SOFT_FLASH.peak, 5);
    expect(peak).toBeLessThan(FLASH.peak);
    expect(flash.alpha).toBe(0);
  });
});
