import { afterEach, describe, expect, it } from "vitest";
import { onStationEvent, reportStationEvent, type StationEvent } from "./events";

describe("station events", () => {
  const stops: Array<() => void> = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it("hands events reported before anyone listens to the first listener, once", () => {
    reportStationEvent({ kind: "contest-entered" });
    const first: StationEvent[] = [];
    const second: StationEvent[] = [];
    stops.push(onStationEvent((e) => first.push(e)));
    stops.push(onStationEvent((e) => second.push(e)));
    expect(first).toEqual([{ kind: "contest-entered" }]);
    expect(second).toEqual([]);
  });

  it("delivers to every listener and stops after unsubscribing", () => {
    const seen: string[] = [];
    const stop = onStationEvent((e) => seen.push(e.kind));
    reportStationEvent({ kind: "article-read", slug: "a" });
    stop();
    reportStationEvent({ kind: "article-read", slug: "b" });
    expect(seen).toEqual(["article-read"]);
  });
});
