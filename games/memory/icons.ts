/**
 * The card faces: each kind drawn with vector shapes around (0, 0), about `size` units across.
 * Every kind has its own outline and its own colour, so no two are told apart by colour alone.
 * All colours are light pastels, at least 3:1 against the dark card face they sit on.
 */
import type { Graphics } from "pixi.js";
import type { CardKind } from "./rules";

export const ICON_COLORS: Readonly<Record<CardKind, number>> = {
  moon: 0xffe28a,
  star: 0xffb85c,
  heart: 0xff8cc6,
  cloud: 0x8fd3ff,
  flower: 0xc9b6ff,
  // The rainbow is all four pastels; this is its outer band.
  rainbow: 0xff8cc6,
  balloon: 0xff7b72,
  planet: 0x7fe0b8,
};

type Point = readonly [number, number];
const flat = (points: readonly Point[]) => points.flatMap(([x, y]) => [x, y]);

/** Points on a circle from angle a to b (radians, y pointing down). */
function arcPoints(cx: number, cy: number, r: number, a: number, b: number, steps = 32): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = a + ((b - a) * i) / steps;
    return [cx + r * Math.cos(t), cy + r * Math.sin(t)] as const;
  });
}

/** A crescent: the outer circle's rim outside the inner circle, then back along the inner one. */
function moon(g: Graphics, s: number) {
  const R = s * 0.46;
  const inner = { x: R * 0.5, y: -R * 0.32, r: R * 0.84 };
  const outside = (p: Point) => Math.hypot(p[0] - inner.x, p[1] - inner.y) >= inner.r;
  const inside = (p: Point) => Math.hypot(p[0], p[1]) <= R;
  const rim = arcPoints(0, 0, R, 0, Math.PI * 2, 96).filter(outside);
  // Walk the inner circle the other way round so the outline closes without crossing itself.
  const cut = arcPoints(inner.x, inner.y, inner.r, Math.PI * 2, 0, 96).filter(inside);
  // The rim's kept part may start mid-way: rotate it so it runs from one tip to the other.
  const gapAt = rim.findIndex((p, i) => i > 0 && Math.hypot(p[0] - rim[i - 1]![0], p[1] - rim[i - 1]![1]) > R * 0.3);
  const ordered = gapAt > 0 ? [...rim.slice(gapAt), ...rim.slice(0, gapAt)] : rim;
  const cutGap = cut.findIndex((p, i) => i > 0 && Math.hypot(p[0] - cut[i - 1]![0], p[1] - cut[i - 1]![1]) > R * 0.3);
  const cutOrdered = cutGap > 0 ? [...cut.slice(cutGap), ...cut.slice(0, cutGap)] : cut;
  g.poly(flat([...ordered, ...cutOrdered])).fill(ICON_COLORS.moon);
  // A sleepy closed eye and a cheek, so the moon is friendly.
  g.moveTo(-R * 0.62, -R * 0.02)
    .quadraticCurveTo(-R * 0.48, R * 0.12, -R * 0.34, -R * 0.02)
    .stroke({ width: 2.4, color: 0x2b2270, cap: "round" });
  g.circle(-R * 0.42, R * 0.3, R * 0.1).fill({ color: 0xff8cc6, alpha: 0.8 });
}

function star(g: Graphics, s: number) {
  const R = s * 0.5;
  g.star(0, R * 0.06, 5, R, R * 0.5)
    .fill(ICON_COLORS.star)
    .stroke({ width: 4, color: ICON_COLORS.star, join: "round" });
  g.circle(-R * 0.18, R * 0.02, R * 0.07).fill(0x2b2270);
  g.circle(R * 0.18, R * 0.02, R * 0.07).fill(0x2b2270);
}

function heart(g: Graphics, s: number) {
  const R = s * 0.5;
  g.moveTo(0, R * 0.9)
    .bezierCurveTo(-R * 1.35, 0, -R * 0.75, -R * 1.15, 0, -R * 0.45)
    .bezierCurveTo(R * 0.75, -R * 1.15, R * 1.35, 0, 0, R * 0.9)
    .closePath()
    .fill(ICON_COLORS.heart);
  g.ellipse(-R * 0.45, -R * 0.35, R * 0.13, R * 0.2).fill({ color: 0xffffff, alpha: 0.55 });
}

function cloud(g: Graphics, s: number) {
  const R = s * 0.5;
  const c = ICON_COLORS.cloud;
  g.circle(-R * 0.5, R * 0.12, R * 0.38).fill(c);
  g.circle(R * 0.05, -R * 0.18, R * 0.5).fill(c);
  g.circle(R * 0.55, R * 0.15, R * 0.35).fill(c);
  g.roundRect(-R * 0.88, R * 0.05, R * 1.78, R * 0.45, R * 0.22).fill(c);
}

function flower(g: Graphics, s: number) {
  const R = s * 0.5;
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * Math.PI * 2) / 5;
    g.circle(Math.cos(a) * R * 0.52, Math.sin(a) * R * 0.52, R * 0.38).fill(ICON_COLORS.flower);
  }
  g.circle(0, 0, R * 0.3).fill(0xffe28a);
}

function rainbow(g: Graphics, s: number) {
  const R = s * 0.5;
  const bands = [0xff8cc6, 0xffe28a, 0x7fe0b8, 0x8fd3ff];
  const width = R * 0.17;
  bands.forEach((color, i) => {
    const r = R - width / 2 - i * width;
    g.poly(flat(arcPoints(0, R * 0.3, r, Math.PI, Math.PI * 2)), false).stroke({ width: width + 0.5, color });
  });
  // Little white clouds at both feet.
  for (const side of [-1, 1]) {
    const x = side * (R - width * 2);
    g.circle(x - R * 0.14, R * 0.36, R * 0.16).fill(0xf4f0ff);
    g.circle(x + R * 0.14, R * 0.36, R * 0.16).fill(0xf4f0ff);
    g.circle(x, R * 0.26, R * 0.18).fill(0xf4f0ff);
  }
}

function balloon(g: Graphics, s: number) {
  const R = s * 0.5;
  g.moveTo(0, R * 0.42)
    .bezierCurveTo(R * 0.15, R * 0.62, -R * 0.15, R * 0.78, R * 0.05, R)
    .stroke({ width: 2, color: 0xf4f0ff, cap: "round" });
  g.ellipse(0, -R * 0.22, R * 0.58, R * 0.68).fill(ICON_COLORS.balloon);
  g.poly([0, R * 0.4, -R * 0.12, R * 0.54, R * 0.12, R * 0.54]).fill(ICON_COLORS.balloon);
  g.ellipse(-R * 0.25, -R * 0.45, R * 0.1, R * 0.2).fill({ color: 0xffffff, alpha: 0.55 });
}

function planet(g: Graphics, s: number) {
  const R = s * 0.5;
  const tilt = -0.35;
  const ring = (a: number, b: number) =>
    flat(
      arcPoints(0, 0, 1, a, b, 24).map(([x, y]) => {
        const ex = x * R * 0.98;
        const ey = y * R * 0.3;
        return [ex * Math.cos(tilt) - ey * Math.sin(tilt), ex * Math.sin(tilt) + ey * Math.cos(tilt)] as const;
      }),
    );
  const ringStyle = { width: R * 0.13, color: 0xffe28a, cap: "round" } as const;
  // Behind the planet, the planet, then the ring's near half in front of it.
  g.poly(ring(Math.PI, Math.PI * 2), false).stroke(ringStyle);
  g.circle(0, 0, R * 0.58).fill(ICON_COLORS.planet);
  g.circle(-R * 0.2, -R * 0.22, R * 0.1).fill({ color: 0x2b2270, alpha: 0.35 });
  g.circle(R * 0.22, R * 0.16, R * 0.07).fill({ color: 0x2b2270, alpha: 0.35 });
  g.poly(ring(0, Math.PI), false).stroke(ringStyle);
}

const DRAW: Readonly<Record<CardKind, (g: Graphics, size: number) => void>> = {
  moon,
  star,
  heart,
  cloud,
  flower,
  rainbow,
  balloon,
  planet,
};

/** Draws one kind's picture into `g`, centred on (0, 0), about `size` units across. */
export function drawIcon(g: Graphics, kind: CardKind, size: number): Graphics {
  DRAW[kind](g, size);
  return g;
}
