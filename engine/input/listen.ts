/** One listener: where it listens, for what, the handler (for that event's type) and its options. */
export type Listening = readonly [
  target: EventTarget | null | undefined,
  type: string,
  handler: (event: never) => void,
  options?: AddEventListenerOptions,
];

/**
 * Adds every listener and answers one function that removes them all, so what is added and
 * what is taken away on unmount cannot drift apart. A missing target (a document with no
 * window) is skipped.
 */
export function listenAll(listenings: readonly Listening[]): () => void {
  for (const [target, type, handler, options] of listenings)
    target?.addEventListener(type, handler as EventListener, options);
  return () => {
    for (const [target, type, handler, options] of listenings)
      target?.removeEventListener(type, handler as EventListener, options);
  };
}
