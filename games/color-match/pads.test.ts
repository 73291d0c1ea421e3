import { describe, expect, it } from "vitest";
import { COLORS, PADS, PAD_TONES, restColor } from "./pads";

/** WCAG relative luminance of 0xRRGGBB. */
function luminance(color: number): number {
  const [r, g, b] = [16, 8, 0].map((shift) => {
    const c = ((color >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: number, b: number): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** CIE L* (0 black to 100 white): how light a colour looks, whatever its hue. */
function lightness(color: number): number {
  const y = luminance(color);
  return y > 0.008856 ? 116 * Math.cbrt(y) - 16 : 903.3 * y;
}

describe("pads that need no colour vision", () => {
  it("each has its own shape, name, label and note", () => {
    for (const key of ["shape", "name", "label", "tone"] as const) {
      expect(new Set(PADS.map((pad) => pad[key])).size, key).toBe(PADS.length);
    }
    expect([...PADS.map((pad) => pad.tone)].sort()).toEqual([...PAD_TONES]);
  });

  it("each has its own lightness, lit and at rest, and the brighter a pad the higher its note", () => {
    const byLightness = [...PADS].sort((a, b) => lightness(a.color) - lightness(b.color));
    for (let i = 1; i < byLightness.length; i++) {
      const [darker, lighter] = [byLightness[i - 1]!, byLightness[i]!];
      expect(lightness(lighter.color) - lightness(darker.color), `${darker.name} / ${lighter.name}`).toBeGreaterThan(4);
      expect(lightness(restColor(lighter)), `${darker.name} / ${lighter.name} at rest`).toBeGreaterThan(
        lightness(restColor(darker)),
      );
    }
    expect(byLightness.map((pad) => pad.tone)).toEqual([...PAD_TONES]);
  });

  it("the first four (Easy) are far apart in lightness", () => {
    const easy = PADS.slice(0, 4)
      .map((pad) => lightness(pad.color))
      .sort((a, b) => a - b);
    for (let i = 1; i < easy.length; i++) expect(easy[i]! - easy[i - 1]!).toBeGreaterThan(5);
  });

  it("labels meet WCAG AA (4.5:1) lit and at rest; shapes stand out from their pad at rest (3:1)", () => {
    for (const pad of PADS) {
      expect(contrast(COLORS.ink, pad.color), `${pad.name} lit`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(COLORS.text, restColor(pad)), `${pad.name} at rest`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(pad.color, restColor(pad)), `${pad.name} shape at rest`).toBeGreaterThanOrEqual(3);
    }
  });
});
