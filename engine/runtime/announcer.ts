/**
 * The game's one voice to assistive technology: what it says in one turn of the event loop goes
 * out as one announcement. A round's end (the end card's words) replaces what a toast of the same
 * turn said, since the card says it already: "Game Over" is heard once, not twice.
 */
export interface Announcer {
  say(text: string): void;
  /** The end card's words: they replace everything else said in the same turn. */
  sayEnd(text: string): void;
  /**
   * News of its own (a sticker earned), said after whatever else the turn says, the end card's
   * words included: the card does not say it already, so it is never dropped.
   */
  sayAfter(text: string): void;
  stop(): void;
}

export function createAnnouncer(
  speak: (text: string) => void,
  later: (run: () => void) => void = queueMicrotask,
): Announcer {
  let pending: string[] | null = null;
  let after: string[] = [];
  let ending = false;
  let stopped = false;
  const flush = () => {
    const texts = pending && [...pending, ...after.filter((text) => !pending!.includes(text))];
    pending = null;
    after = [];
    ending = false;
    if (texts && !stopped) speak(texts.join(" "));
  };
  const queue = (text: string, end: boolean | "after") => {
    if (stopped || text === "") return;
    if (pending === null) {
      pending = [];
      later(flush);
    }
    if (end === "after") {
      if (!after.includes(text)) after.push(text);
    } else if (end) {
      pending = [text];
      ending = true;
    } else if (!ending && !pending.includes(text)) {
      pending.push(text);
    }
  };
  return {
    say: (text) => queue(text, false),
    sayEnd: (text) => queue(text, true),
    sayAfter: (text) => queue(text, "after"),
    stop() {
      stopped = true;
    },
  };
}
