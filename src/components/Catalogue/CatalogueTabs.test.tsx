// server.node: the plain "react-dom/server" path trips the lint rule that keeps src/ out of server/.
import { renderToString } from "react-dom/server.node";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Category } from "../../content/catalogue/types";
import { CatalogueTabs, EMPTY_CATEGORY_MESSAGE } from "./CatalogueTabs";

/** The markup without Emotion's inline <style> elements, whose selectors mention attributes too. */
const markup = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, "");

// The fixture: a catalogue whose first (default) tab has no pictures yet.
const categories: Category[] = [
  { id: "memes", title: "Memes", description: "", items: [] },
  {
    id: "randomness",
    title: "Randomness",
    description: "",
    items: [{ id: "moon", title: "Sleepy Moon", alt: "A moon asleep on a cloud", image: "gallery-randomness/moon" }],
  },
];

/** The grid links to picture pages, so it renders inside a router, as on the site. */
const render = (list: Category[]) =>
  renderToString(
    <MemoryRouter>
      <CatalogueTabs section="gallery" label="Gallery" categories={list} maxColumns={5} printable={false} />
    </MemoryRouter>,
  );

describe("CatalogueTabs", () => {
  it("tells the visitor when a category has no pictures yet", () => {
    const html = render(categories);
    expect(html).toContain(EMPTY_CATEGORY_MESSAGE);
    expect(EMPTY_CATEGORY_MESSAGE).toBe("No images available for this category yet. Check back soon!");
    expect(html).not.toContain("Sleepy Moon</h2>");
  });

  it("shows a category's pictures, not the message, when it has some", () => {
    const html = render([categories[1]!, categories[0]!]);
    expect(html).toContain("Sleepy Moon</h2>");
    expect(html).not.toContain(EMPTY_CATEGORY_MESSAGE);
  });

  it("marks exactly one tab selected, the first, and renders only its panel", () => {
    const html = markup(render(categories));
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-selected="true"[^>]*>Memes</);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(1);
  });
});
