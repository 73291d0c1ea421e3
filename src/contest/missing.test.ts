import { describe, expect, it } from "vitest";
import { missingParts } from "./missing";

const file = new File(["x"], "comet.png", { type: "image/png" });

describe("what an entry still lacks", () => {
  it("names everything missing in the order the form is filled", () => {
    expect(missingParts({ needsFile: true, file: undefined, title: "", ownWork: false })).toBe(
      "Still needed: the photo or scan of your picture and the tick that it is your own work.",
    );
    expect(missingParts({ needsFile: true, file: undefined, title: "x".repeat(61), ownWork: false })).toBe(
      "Still needed: the photo or scan of your picture, a title of at most 60 characters and the tick that it is your own work.",
    );
  });

  it("asks for no file when the studio hands the picture over, and nothing once all is there", () => {
    expect(missingParts({ needsFile: false, file: undefined, title: "", ownWork: false })).toBe(
      "Still needed: the tick that it is your own work.",
    );
    expect(missingParts({ needsFile: true, file, title: "Comet", ownWork: true })).toBeNull();
  });
});
