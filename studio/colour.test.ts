import { describe, expect, it } from "vitest";
import {
  addOwnColour,
  cleanOwnColours,
  colourName,
  hexToHsl,
  hexToOklab,
  hslToHex,
  oklabDistance,
  oklabToHex,
  OWN_COLOUR_LIMIT,
} from "./colour.ts";
import { NAMED_COLOURS } from "./colour-names.ts";

describe("the mixer's colours", () => {
  it("turns hue, saturation and lightness into hex and back", () => {
    expect(hslToHex({ h: 0, s: 100, l: 50 })).toBe("#ff0000");
    expect(hslToHex({ h: 120, s: 100, l: 25 })).toBe("#008000");
    expect(hslToHex({ h: 240, s: 100, l: 50 })).toBe("#0000ff");
    expect(hslToHex({ h: 0, s: 0, l: 100 })).toBe("#ffffff");
    for (const hex of ["#aed6f1", "#9c3d5c", "#3f7552", "#f4c542"]) {
      expect(oklabDistance(hslToHex(hexToHsl(hex)), hex)).toBeLessThan(0.01);
    }
  });

  it("goes to OKLab and back unchanged", () => {
    for (const { hex } of NAMED_COLOURS) expect(oklabToHex(hexToOklab(hex))).toBe(hex);
    const [L] = hexToOklab("#ffffff");
    expect(L).toBeCloseTo(1, 3);
  });
});

describe("naming a colour", () => {
  it("names each colour of the table by its own name", () => {
    for (const { name, hex } of NAMED_COLOURS) expect(colourName(hex)).toBe(name);
  });

  it("gives a near colour the name a person would use", () => {
    expect(colourName("#b0d8f0")).toBe("sky blue");
    expect(colourName("#ff0000")).toMatch(/red/);
    expect(colourName("#1e2f6a")).toMatch(/blue/);
    expect(colourName("#808080")).toMatch(/grey/);
    expect(colourName("#fdfdfd")).toMatch(/white/);
    expect(colourName("#ffc0cb")).toMatch(/pink|blush/);
    expect(colourName("#228b22")).toMatch(/green/);
    expect(colourName("#ffd700")).toMatch(/yellow/);
  });

  it("names dark and pale colours by their hue, not as greys", () => {
    expect(colourName("#3a4a8a")).toMatch(/blue/);
    expect(colourName("#c8e2f6")).toMatch(/blue/);
    expect(colourName("#5a2a7a")).toMatch(/purple/);
    expect(colourName("#2a5a3a")).toMatch(/green/);
  });

  it("names are unique and every colour in the table is a real #rrggbb", () => {
    expect(new Set(NAMED_COLOURS.map((c) => c.name)).size).toBe(NAMED_COLOURS.length);
    for (const { hex } of NAMED_COLOURS) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe("own colours", () => {
  it("keeps each colour once, newest last, and at most twelve", () => {
    let own: string[] = [];
    for (let i = 0; i < 14; i++) own = addOwnColour(own, `#0000${(i + 16).toString(16)}`);
    expect(own).toHaveLength(OWN_COLOUR_LIMIT);
    expect(own[0]).toBe("#000012");
    own = addOwnColour(own, "#000012");
    expect(own.at(-1)).toBe("#000012");
    expect(own).toHaveLength(OWN_COLOUR_LIMIT);
  });

  it("reads a stored list, dropping what is not a colour", () => {
    expect(cleanOwnColours(["#AABBCC", "red", 3, "#aabbcc", "#112233"])).toEqual(["#aabbcc", "#112233"]);
    expect(cleanOwnColours("nope")).toEqual([]);
  });
});
