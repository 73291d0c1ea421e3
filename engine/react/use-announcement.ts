import { useCallback, useState } from "react";

/**
 * The text of the host's one polite live region. The same words twice in a row (two snacks) are
 * still said twice: the second gets a trailing no-break space, a change screen readers notice and
 * nobody hears.
 */
export function useAnnouncement() {
  const [text, setText] = useState("");
  const say = useCallback((next: string) => setText((last) => (last === next ? `${next}\u00a0` : next)), []);
  return { text, say };
}
