/**
 * Hands the main thread back to the browser (input, paint) for a moment. Starting a game is
 * several heavy steps (the renderer, the game's store, its scene, the first frame); awaiting this
 * between them makes each a task of its own instead of one long task that holds the page still.
 * `scheduler.yield()` resumes ahead of other queued work where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
