import { describe, expect, it } from "vitest";
import { createFloatingTexts, FLOAT_TEXT_MS } from "./float-text";

describe("createFloatingTexts", () => {
  it("rises and fades a text, then lets it go", () => {
    const texts = createFloatingTexts({ rise: 30 });
    const t = texts.add(100, 200, "+10", { color: 0xffe59e });
    texts.update(FLOAT_TEXT_MS / 4);
    expect(t.y).toBeLessThan(200);
    expect(t.alpha).toBe(1);
    texts.update(FLOAT_TEXT_MS / 2);
    expect(t.y).toBeLessThan(200 - 20);
    expect(t.alpha).toBeLessThan(1);
    expect(texts.update(FLOAT_TEXT_MS)).toBe(true);
    expect(texts.live).toHaveLength(0);
    expect(texts.update(16)).toBe(false);
  });

  it("fades a calm text in and out where it is, without a pop", () => {
    const texts = createFloatingTexts({ rise: 30 });
    const t = texts.add(100, 200, "+10", { calm: true });
    expect(t.alpha).toBe(0);
    for (let ms = 0; ms < 800; ms += 50) {
      texts.update(50);
      expect(t.y).toBe(200);
      expect(t.scale).toBe(1);
    }
    expect(t.alpha).toBeGreaterThan(0);
  });

  it("keeps at most its capacity, letting the oldest go", () => {
    const texts = createFloatingTexts({ capacity: 3 });
    for (let i = 0; i < 5; i++) texts.add(0, 0, `${i}`);
    expect(texts.live.map((t) => t.text)).toEqual(["2", "3", "4"]);
  });
});
