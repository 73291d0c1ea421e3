import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * axe's findings on the page, or inside `selector`: one line each, the rule and where it failed.
 * The site has no frames, so axe runs in the page itself (legacy mode) rather than gathering
 * frame results in a second, blank page with axe injected twice; and only violations get a
 * selector for every node. The same violations, at 0.6-1.3 s of CPU a run here instead of
 * 1.7-2.9 s.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The suite's viewport (playwright.config.ts), then a phone's. */
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };

/**
 * axe at 1280 px, then at 390 px on the same load: the narrow layout is media queries and
 * listeners on them, so a resize shows what a load at that width would, for half the loads.
 * `between` runs at each size after the page's check (a dialog to open and check, say).
 */
export async function expectAxeCleanWideAndNarrow(
  page: Page,
  { selector, between }: { selector?: string; between?: (width: number) => Promise<void> } = {},
): Promise<void> {
  for (const size of [WIDE, NARROW]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page, selector), `at ${size.width} px`).toEqual([]);
    await between?.(size.width);
  }
}
