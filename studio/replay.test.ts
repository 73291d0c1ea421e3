import { describe, expect, it } from "vitest";
import { createHistory, record, undo } from "./history.ts";
import { emptyPicture, isBlank } from "./picture.ts";
import { planReplay, replayPictures, REPLAY_MS } from "./replay.ts";

const fill = (region: number, colour = "#aed6f1") => ({ kind: "fill" as const, region, colour });

describe("replay", () => {
  it("plays every step from a blank page to the picture as it is now", () => {
    let h = createHistory(emptyPicture("t"));
    for (const r of [1, 2, 3]) h = record(h, fill(r));
    const pictures = replayPictures(h);
    expect(pictures).toHaveLength(4);
    expect(isBlank(pictures[0]!)).toBe(true);
    expect([...pictures[2]!.fills.keys()]).toEqual([1, 2]);
    expect(pictures.at(-1)).toEqual(h.current);
  });

  it("leaves out undone steps and what came before the last Start over", () => {
    let h = createHistory(emptyPicture("t"));
    h = record(h, fill(1));
    h = record(h, { kind: "start-over" });
    h = record(h, fill(2, "#f2897b"));
    h = record(h, fill(3));
    h = undo(h);
    const pictures = replayPictures(h);
    expect(pictures).toHaveLength(2);
    expect(isBlank(pictures[0]!)).toBe(true);
    expect([...pictures[1]!.fills]).toEqual([[2, "#f2897b"]]);
  });

  it("starts from the oldest kept picture when the earliest steps were folded away", () => {
    let h = createHistory(emptyPicture("t"), 3);
    for (let r = 1; r <= 6; r++) h = record(h, fill(r));
    const pictures = replayPictures(h);
    expect(pictures[0]!.fills.size).toBe(3);
    expect(pictures.at(-1)!.fills.size).toBe(6);
  });

  it("lasts a few seconds however long the history, and ends on the picture now", () => {
    let h = createHistory(emptyPicture("t"));
    for (let r = 1; r <= 180; r++) h = record(h, fill(r));
    const plan = planReplay(h);
    expect(plan.frames.length).toBeLessThanOrEqual(48);
    expect(isBlank(plan.frames[0]!)).toBe(true);
    expect(plan.frames.at(-1)).toBe(h.current);
    const ms = plan.frameMs * (plan.frames.length - 1);
    expect(ms).toBeGreaterThan(2000);
    expect(ms).toBeLessThanOrEqual(REPLAY_MS + 500);

    let short = createHistory(emptyPicture("t"));
    short = record(short, fill(1));
    const brief = planReplay(short);
    expect(brief.frames).toHaveLength(2);
    expect(brief.frameMs).toBeLessThanOrEqual(400);
  });
});
