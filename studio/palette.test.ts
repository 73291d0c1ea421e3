import { describe, expect, it } from "vitest";
import { coloredFileName } from "./file-name.ts";
import { PALETTE, cleanRecent, crayonById, pushRecent } from "./palette.ts";

describe("palette", () => {
  it("has at least 24 named colours with unique ids and hex values, white and black among them", () => {
    expect(PALETTE.length).toBeGreaterThanOrEqual(24);
    expect(new Set(PALETTE.map((c) => c.id)).size).toBe(PALETTE.length);
    expect(new Set(PALETTE.map((c) => c.hex)).size).toBe(PALETTE.length);
    expect(PALETTE.every((c) => /^#[0-9a-f]{6}$/.test(c.hex) && /^[A-Z][a-z]+( [a-z]+)*$/.test(c.name))).toBe(true);
    expect(crayonById("sky-blue")?.name).toBe("Sky blue");
    expect(crayonById("white")?.hex).toBe("#ffffff");
    expect(crayonById("black")).toBeDefined();
  });

  it("keeps the six most recent colours, newest first, each once", () => {
    let recent: string[] = [];
    for (const id of ["mint", "peach", "mint", "navy", "rose", "sand", "cocoa", "white", "peach"]) {
      recent = pushRecent(recent, id);
    }
    expect(recent).toEqual(["peach", "white", "cocoa", "sand", "rose", "navy"]);
    expect(cleanRecent(["mint", "gone", 3, "mint", "navy"])).toEqual(["mint", "navy"]);
    expect(cleanRecent("junk")).toEqual([]);
  });
});

describe("download file name", () => {
  it("joins the title's words with underscores", () => {
    expect(coloredFileName("Bubble Bath Duck")).toBe("Bubble_Bath_Duck_colored.png");
    expect(coloredFileName("Night-Light Owl")).toBe("Night-Light_Owl_colored.png");
    expect(coloredFileName("Teddy with a Blanket")).toBe("Teddy_with_a_Blanket_colored.png");
    expect(coloredFileName("Cat's nap: Zzz!")).toBe("Cats_nap_Zzz_colored.png");
    expect(coloredFileName("  ")).toBe("Coloring_page_colored.png");
  });
});
