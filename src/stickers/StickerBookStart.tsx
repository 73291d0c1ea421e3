import { lazy, Suspense } from "react";

// A step between the shell and the book: the shell's import then names this one small file, not
// every chunk the book needs.
const StickerRuntime = lazy(() => import("./StickerRuntime"));

export default function StickerBookStart() {
  return (
    <Suspense fallback={null}>
      <StickerRuntime />
    </Suspense>
  );
}
