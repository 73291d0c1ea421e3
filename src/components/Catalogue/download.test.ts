import { describe, expect, it } from "vitest";
import { downloadFileName } from "./download";

describe("downloadFileName", () => {
  it("replaces every space in the title with an underscore and adds .png", () => {
    expect(downloadFileName("Sleepy Moon and Stars")).toBe("Sleepy_Moon_and_Stars.png");
    expect(downloadFileName("Mood Tracker")).toBe("Mood_Tracker.png");
    expect(downloadFileName("Maze")).toBe("Maze.png");
  });
});
