import { lazy, Suspense, type ComponentType } from "react";

/**
 * The sticker book starts once the page is idle, so no page's first load carries it: what was
 * reported before then waits in the event bus's queue (./events.ts). Offline with the chunk not
 * cached, there is no book this visit and nothing else breaks.
 */
const StickerBook = lazy<ComponentType>(() =>
  new Promise((idle) => (typeof requestIdleCallback == "function" ? requestIdleCallback(idle) : idle(0)))
    .then(() => import("./StickerBookStart"))
    .catch(() => ({ default: () => null })),
);

export function StickerBookOutlet() {
  return (
    <Suspense fallback={null}>
      <StickerBook />
    </Suspense>
  );
}
