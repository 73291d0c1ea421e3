import { createRandom } from "./random.ts";

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Dot extends Point {
  readonly number: number;
  /** Where the number's centre sits. */
  readonly label: Point;
}

export interface DotToDot {
  readonly dots: readonly Dot[];
}

/** The closest a number's centre may come to any dot, and to another number, in page units. */
export const LABEL_CLEARANCE = 22;
export const LABEL_SPACING = 30;
const LABEL_DISTANCE = 26;

/**
 * Numbers the points of a closed outline (the seed picks which point is number 1, keeping the
 * drawing direction) and places each number next to its dot where it is clearest: away from the
 * other dots, the lines between them and the numbers already placed.
 */
export function generateDotToDot(outline: readonly Point[], seed: number): DotToDot {
  if (outline.length < 3) throw new Error("an outline needs at least 3 points");
  const start = createRandom(seed).int(outline.length);
  const points = outline.map((_, i) => outline[(start + i) % outline.length]!);
  const placed: Point[] = [];
  const dots = points.map((p, i): Dot => {
    let best: Point = p;
    let bestScore = -Infinity;
    for (let k = 0; k < 16; k++) {
      const angle = (k / 16) * Math.PI * 2;
      const label = { x: p.x + Math.cos(angle) * LABEL_DISTANCE, y: p.y + Math.sin(angle) * LABEL_DISTANCE };
      const nearestDot = Math.min(...points.map((q) => distance(label, q)));
      const nearestLine = Math.min(
        ...points.map((q, j) => distanceToSegment(label, q, points[(j + 1) % points.length]!)),
      );
      const nearestLabel = Math.min(Infinity, ...placed.map((q) => distance(label, q)));
      const score = Math.min(nearestDot, nearestLine * 1.2, nearestLabel * 0.8);
      if (score > bestScore) {
        bestScore = score;
        best = label;
      }
    }
    placed.push(best);
    return { x: p.x, y: p.y, number: i + 1, label: best };
  });
  return { dots };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return distance(p, { x: a.x + t * dx, y: a.y + t * dy });
}
