import { describe, expect, it } from "vitest";
import images from "../images.generated.json" with { type: "json" };
import { activityCategories } from "./activities.ts";

const manifest: Record<string, unknown> = images;

describe("activityCategories", () => {
  it("has the two tabs of the Activities page, Coloring Pages first", () => {
    expect(activityCategories.map((c) => [c.id, c.title])).toEqual([
      ["coloring-pages", "Coloring Pages"],
      ["activities", "Activities"],
    ]);
  });

  it("offers 15 coloring pages and 5 puzzles", () => {
    expect(activityCategories.map((c) => c.items.length)).toEqual([15, 5]);
  });

  it("names only pictures the image pipeline has made", () => {
    const ids = activityCategories.flatMap((c) =>
      c.items.flatMap((i) => [i.image, ...(i.answerKey ? [i.answerKey] : [])]),
    );
    expect(ids.filter((id) => !(id in manifest))).toEqual([]);
  });

  it("gives every puzzle an answer key and every item a unique title and a real description in its alt text", () => {
    const puzzles = activityCategories.find((c) => c.id === "activities")!.items;
    expect(puzzles.every((p) => p.answerKey === `${p.image}-answers`)).toBe(true);
    const items = activityCategories.flatMap((c) => c.items);
    expect(new Set(items.map((i) => i.title)).size).toBe(items.length);
    for (const item of items) expect(item.alt.length, item.id).toBeGreaterThan(40);
  });
});
