import { expect, open, test } from "./support/test";

test("until Nunito arrives, text is set in a fallback of the same width, so the swap shifts nothing", async ({
  page,
}) => {
  await open(page, "/");
  const { stack, ratios } = await page.evaluate(async () => {
    await document.fonts.ready;
    const text = "Welcome to Little Space Station! A gentle, safe-for-work home for cozy articles.";
    const width = (family: string, weight: number) => {
      const span = document.createElement("span");
      span.textContent = text;
      span.style.cssText = `position:absolute;white-space:nowrap;font:${weight} 32px ${family}`;
      document.body.append(span);
      const w = span.getBoundingClientRect().width;
      span.remove();
      return w;
    };
    return {
      stack: getComputedStyle(document.body).fontFamily,
      ratios: [400, 800].map((weight) => width('"Nunito Fallback"', weight) / width("Nunito", weight)),
    };
  });
  expect(stack).toMatch(/^"?Nunito"?, "?Nunito Fallback"?,/);
  for (const ratio of ratios) {
    expect(ratio).toBeGreaterThan(0.97);
    expect(ratio).toBeLessThan(1.03);
  }
});
