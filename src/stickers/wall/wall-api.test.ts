import { describe, expect, it } from "vitest";
import { groupReceived } from "./wall-api";

describe("a picture's received stickers", () => {
  it("lists each sticker once per picture, in the order first given, with nothing to count", () => {
    const byEntry = groupReceived([
      { entry_id: "a", sticker_id: "story-time" },
      { entry_id: "a", sticker_id: "snake-round" },
      { entry_id: "b", sticker_id: "story-time" },
      { entry_id: "a", sticker_id: "story-time" },
    ]);
    expect(byEntry.get("a")).toEqual(["story-time", "snake-round"]);
    expect(byEntry.get("b")).toEqual(["story-time"]);
    expect(byEntry.get("c")).toBeUndefined();
  });
});
