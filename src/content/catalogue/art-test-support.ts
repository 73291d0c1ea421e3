/**
 * What the catalogue's art tests share (gallery and self-help): the SVG source an item names, and
 * the check that every item can be told apart and is described to someone who cannot see it.
 * Used by tests only.
 */
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import type { CatalogueItem } from "./types";

export const ART = new URL("../../../assets/art/", import.meta.url);

/** The SVG source of an item's image id ("gallery-memes/…"). */
export const artSource = (id: string) => readFileSync(new URL(`${id}.svg`, ART), "utf8");

/** Unique titles and ids, and alt text that describes the picture rather than announcing one. */
export function expectDistinctDescribedItems(items: readonly CatalogueItem[]): void {
  expect(new Set(items.map((i) => i.title)).size).toBe(items.length);
  expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  for (const item of items) {
    expect(item.alt.length, item.id).toBeGreaterThan(80);
    expect(item.alt, item.id).not.toMatch(/^(image|picture) of/i);
  }
}
