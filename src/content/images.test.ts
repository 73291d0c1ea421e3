/** Every picture a page names must exist in the manifest `npm run assets` writes. */
import { describe, expect, it } from "vitest";
import { about } from "./about-page";
import { activities } from "./catalogue/lazy-activities";
import { gallery } from "./catalogue/lazy-gallery";
import { selfHelp } from "./catalogue/lazy-self-help";
import { allImageIds } from "./images";
import { posts } from "./posts";

const [galleryCategories, activityCategories, selfHelpCategories] = await Promise.all([
  gallery.load(),
  activities.load(),
  selfHelp.load(),
]);

const catalogueIds = [...galleryCategories, ...activityCategories, ...selfHelpCategories].flatMap((c) =>
  c.items.flatMap((item) => [item.image, ...(item.answerKey ? [item.answerKey] : [])]),
);

describe("image manifest", () => {
  const known = new Set(allImageIds());

  it("has every catalogue picture and answer key", () => {
    expect(catalogueIds.filter((id) => !known.has(id))).toEqual([]);
  });

  it("has every article's hero and the founder's portrait", () => {
    const ids = [...posts.map((p) => `blog/${p.slug}`), about.founderImage.id, "coloring/plush-bunny"];
    expect(ids.filter((id) => !known.has(id))).toEqual([]);
  });

  it("has the counts spec.md names: 15 coloring pages, 5 puzzles, 8 graphics, 12 worksheets, 3 gallery tabs", () => {
    expect(activityCategories.map((c) => [c.id, c.items.length])).toEqual([
      ["coloring-pages", 15],
      ["activities", 5],
    ]);
    expect(selfHelpCategories.map((c) => [c.id, c.items.length])).toEqual([
      ["informative-graphics", 8],
      ["worksheets-and-charts", 12],
    ]);
    expect(galleryCategories.map((c) => c.title)).toEqual(["Memes", "Room Inspiration", "Randomness"]);
  });
});
