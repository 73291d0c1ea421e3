import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ART as art, artSource as source, expectDistinctDescribedItems } from "./art-test-support.ts";
import { galleryCategories } from "./gallery.ts";

const items = galleryCategories.flatMap((c) => c.items);

describe("galleryCategories", () => {
  it("has the Gallery's three tabs, Memes first, with 6 memes, 6 rooms and 4 random things", () => {
    expect(galleryCategories.map((c) => [c.id, c.title, c.items.length])).toEqual([
      ["memes", "Memes", 6],
      ["room-inspiration", "Room Inspiration", 6],
      ["randomness", "Randomness", 4],
    ]);
  });

  it("names a 1200x900 SVG source for every picture, and lists every source it has", () => {
    for (const item of items) expect(source(item.image), item.image).toMatch(/viewBox="0 0 1200 900"/);
    const groups = ["gallery-memes", "gallery-rooms", "gallery-randomness"];
    const sources = groups.flatMap((g) =>
      readdirSync(new URL(`${g}/`, art))
        .filter((f) => f.endsWith(".svg"))
        .map((f) => `${g}/${f.slice(0, -4)}`),
    );
    expect(items.map((i) => i.image).sort()).toEqual(sources.sort());
  });

  it("keeps every picture self-contained: no links, images or fonts from elsewhere", () => {
    for (const item of items)
      expect(source(item.image), item.image).not.toMatch(/href=|url\(|@import|https?:\/\/(?!www\.w3\.org)/);
  });

  it("gives every item a unique title and id and an alt text that describes the picture", () => {
    expectDistinctDescribedItems(items);
  });
});
