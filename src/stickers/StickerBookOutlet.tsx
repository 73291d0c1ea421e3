import { lazy, Suspense } from "react";

/**
 * The sticker book starts once the page is idle, so no page's first load carries it: what was
 * reported before then waits in the event bus's queue (./events.ts). Offline with the chunk not
 * cached, there is no book this visit and nothing else breaks.
 */
const StickerRuntime = lazy(() =>
  new Promise((idle) => (typeof requestIdleCallback == "function" ? requestIdleCallback(idle) : idle(0)))
    .then(() => import("./StickerRuntime"))
    .catch(() => ({ default: () => null })),
);

export function StickerBookOutlet() {
  return (
    <Suspense fallback={null}>
      <StickerRuntime />
    </Suspense>
  );
}
