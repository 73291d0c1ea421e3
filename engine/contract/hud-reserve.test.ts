import { describe, expect, it } from "vitest";
import { hudHeightAt, hudReserveCss } from "./hud-reserve";

describe("the HUD's reserved height", () => {
  const steps = [
    [0, 143],
    [412, 90],
    [640, 48],
  ] as const;

  it("takes the last step whose width the viewport reaches", () => {
    expect(hudHeightAt(steps, 320)).toBe(143);
    expect(hudHeightAt(steps, 411)).toBe(143);
    expect(hudHeightAt(steps, 412)).toBe(90);
    expect(hudHeightAt(steps, 1280)).toBe(48);
    expect(hudHeightAt(undefined, 1280)).toBe(0);
  });

  it("becomes a min-height per width range, narrowest first so wider ranges win", () => {
    expect(hudReserveCss(steps)).toBe(
      "min-height: 143px;\n@media (min-width: 412px) { min-height: 90px; }\n@media (min-width: 640px) { min-height: 48px; }",
    );
  });
});
