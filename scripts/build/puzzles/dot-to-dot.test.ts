import { describe, expect, it } from "vitest";
import { SEEDS } from "./activities.ts";
import { distance, distanceToSegment, generateDotToDot, LABEL_CLEARANCE, LABEL_SPACING } from "./dot-to-dot.ts";
import { CAT_OUTLINE } from "./dot-to-dot-svg.ts";

describe("generateDotToDot", () => {
  const { dots } = generateDotToDot(CAT_OUTLINE, SEEDS.dotToDot);

  it("numbers every point of the outline once, 1 to N, in drawing order", () => {
    expect(dots.map((d) => d.number)).toEqual(CAT_OUTLINE.map((_, i) => i + 1));
    const start = CAT_OUTLINE.findIndex((p) => p.x === dots[0]!.x && p.y === dots[0]!.y);
    dots.forEach((d, i) => expect({ x: d.x, y: d.y }).toEqual(CAT_OUTLINE[(start + i) % CAT_OUTLINE.length]));
  });

  it("puts each number clear of every dot, every line and every other number, so it can be read", () => {
    for (const dot of dots) {
      for (const other of dots) expect(distance(dot.label, other), `${dot.number}`).toBeGreaterThan(LABEL_CLEARANCE);
      dots.forEach((a, i) => {
        const b = dots[(i + 1) % dots.length]!;
        expect(distanceToSegment(dot.label, a, b), `${dot.number}`).toBeGreaterThan(12);
      });
      for (const other of dots) {
        if (other !== dot) expect(distance(dot.label, other.label), `${dot.number}`).toBeGreaterThan(LABEL_SPACING);
      }
    }
  });

  it("keeps neighbouring dots far enough apart to tell apart with a crayon", () => {
    dots.forEach((d, i) => expect(distance(d, dots[(i + 1) % dots.length]!)).toBeGreaterThan(40));
  });

  it("is the same for the same seed", () => {
    expect(generateDotToDot(CAT_OUTLINE, SEEDS.dotToDot)).toEqual(generateDotToDot(CAT_OUTLINE, SEEDS.dotToDot));
  });
});
