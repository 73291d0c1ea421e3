import { describe, expect, it } from "vitest";
import { clampViewport, fitViewport, panBy, toContent, zoomAt } from "./viewport";

const page = { width: 100, height: 200 };
const screen = { width: 400, height: 400 };

describe("viewport", () => {
  it("fits and centres the content", () => {
    expect(fitViewport(page, screen)).toEqual({ scale: 2, x: 100, y: 0 });
  });

  it("zooms about a point that stays over the same content", () => {
    const fitted = fitViewport(page, screen);
    const zoomed = zoomAt(fitted, 2, { x: 200, y: 200 }, page, screen);
    expect(zoomed.scale).toBe(4);
    expect(toContent(zoomed, 200, 200)).toEqual(toContent(fitted, 200, 200));
  });

  it("keeps the scale within the limits", () => {
    const fitted = fitViewport(page, screen);
    expect(zoomAt(fitted, 0.1, { x: 0, y: 0 }, page, screen).scale).toBe(2);
    expect(zoomAt(fitted, 100, { x: 0, y: 0 }, page, screen).scale).toBe(16);
  });

  it("does not pan the content off screen", () => {
    const zoomed = zoomAt(fitViewport(page, screen), 4, { x: 200, y: 200 }, page, screen);
    const far = panBy(zoomed, 10_000, 10_000, page, screen);
    expect(far.x).toBe(0);
    expect(far.y).toBe(0);
    expect(clampViewport({ scale: 1, x: 999, y: -5 }, page, screen)).toEqual({ scale: 1, x: 150, y: 100 });
  });
});
