import { describe, expect, it } from "vitest";
import { createParticles } from "./particles";

const snapshot = (seed: number) => {
  const system = createParticles({ seed, capacity: 64 });
  system.burst(50, 50, { color: [1, 2, 3], count: 12 });
  system.update(100);
  return system.live.map((p) => [p.x, p.y, p.color, p.lifetimeMs]);
};

describe("createParticles", () => {
  it("scatters a burst the same way for the same seed", () => {
    expect(snapshot(7)).toEqual(snapshot(7));
    expect(snapshot(7)).not.toEqual(snapshot(8));
  });

  it("never holds more than its capacity, reusing its own particle objects", () => {
    const system = createParticles({ seed: 1, capacity: 30 });
    system.burst(0, 0, { color: 0xffffff, count: 40 });
    expect(system.live).toHaveLength(30);
    const objects = new Set(system.live);
    for (let i = 0; i < 20; i++) system.burst(i, i, { color: 0xffffff, count: 40 });
    expect(system.live).toHaveLength(30);
    for (const p of system.live) expect(objects.has(p)).toBe(true);
  });

  it("gives the oldest particle's place to a new one when full", () => {
    const system = createParticles({ seed: 1, capacity: 2 });
    system.spawn({ x: 1, y: 0, lifetimeMs: 1000 });
    system.update(500);
    system.spawn({ x: 2, y: 0, lifetimeMs: 1000 });
    system.spawn({ x: 3, y: 0, lifetimeMs: 1000 });
    expect(system.live.map((p) => p.x).sort()).toEqual([2, 3]);
  });

  it("drops every particle once its lifetime is over", () => {
    const system = createParticles({ seed: 3, capacity: 100 });
    system.burst(0, 0, { color: 0xff0000, count: 40, lifetimeMs: [300, 600] });
    expect(system.update(299)).toBe(true);
    expect(system.live).toHaveLength(40);
    system.update(150);
    const left = system.live.length;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(40);
    expect(system.update(200)).toBe(false);
    expect(system.live).toHaveLength(0);
  });

  it("moves with velocity and falls with gravity, fading out at the end of its life", () => {
    const system = createParticles({ capacity: 4 });
    const p = system.spawn({ x: 0, y: 0, vx: 100, vy: 0, gravity: 100, lifetimeMs: 1000 });
    system.update(500);
    expect(p.x).toBeCloseTo(50, 5);
    expect(p.y).toBeGreaterThan(0);
    expect(p.alpha).toBe(1);
    system.update(400);
    expect(p.alpha).toBeGreaterThan(0);
    expect(p.alpha).toBeLessThan(0.5);
  });

  it("keeps a waiting particle hidden and still until its turn", () => {
    const system = createParticles({ capacity: 4 });
    const p = system.spawn({ x: 5, y: 5, vy: 100, age: -200, lifetimeMs: 500 });
    system.update(100);
    expect(p.alpha).toBe(0);
    expect(p.y).toBe(5);
    system.update(200);
    expect(p.alpha).toBe(1);
  });

  it("swells and fades an inOut star", () => {
    const system = createParticles({ capacity: 4 });
    const p = system.spawn({ x: 0, y: 0, fade: "inOut", lifetimeMs: 1000 });
    expect(p.alpha).toBe(0);
    system.update(500);
    expect(p.alpha).toBeCloseTo(1, 5);
    system.update(450);
    expect(p.alpha).toBeLessThan(0.2);
  });
});
