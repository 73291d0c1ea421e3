import { describe, expect, it } from "vitest";
import { appendEvents, createEventReader, EVENT_LOG_SIZE, type EventLog } from "./events";

describe("event log", () => {
  it("keeps the same log when nothing happened", () => {
    const log: EventLog<string> = [];
    expect(appendEvents(log, [])).toBe(log);
  });

  it("numbers events in order and keeps a bounded tail", () => {
    let log: EventLog<number> = [];
    for (let i = 0; i < EVENT_LOG_SIZE + 5; i++) log = appendEvents(log, [i]);
    expect(log).toHaveLength(EVENT_LOG_SIZE);
    expect(log[log.length - 1]).toEqual({ seq: EVENT_LOG_SIZE + 5, event: EVENT_LOG_SIZE + 4 });
  });

  it("a reader takes each event once, and a new reader starts from now", () => {
    let log = appendEvents<string>([], ["ate"]);
    const reader = createEventReader(log);
    expect(reader.take(log)).toEqual([]);
    log = appendEvents(log, ["ate", "died"]);
    expect(reader.take(log)).toEqual(["ate", "died"]);
    expect(reader.take(log)).toEqual([]);
    expect(createEventReader(log).take(log)).toEqual([]);
  });
});
