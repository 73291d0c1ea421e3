import { describe, expect, it } from "vitest";
import { createAwardQueue } from "./award-queue";

const award = (id: string) => ({ id, name: id, words: `New sticker: ${id}` });

describe("the board's awards", () => {
  it("wait while a round is played and come once it is over", () => {
    const queue = createAwardQueue();
    queue.add(award("snake-round"));
    expect(queue.next(false, false)).toBeNull();
    expect(queue.next(true, false)?.id).toBe("snake-round");
    expect(queue.next(true, false)).toBeNull();
  });

  it("come one at a time, in the order earned", () => {
    const queue = createAwardQueue();
    queue.add(award("a"));
    queue.add(award("b"));
    expect(queue.next(true, false)?.id).toBe("a");
    expect(queue.next(true, true)).toBeNull();
    expect(queue.next(true, false)?.id).toBe("b");
  });

  it("show each award once, however often it is handed over", () => {
    const queue = createAwardQueue();
    queue.add(award("a"));
    expect(queue.next(true, false)?.id).toBe("a");
    queue.add(award("a"));
    expect(queue.waiting).toBe(0);
    expect(queue.next(true, false)).toBeNull();
  });
});
