import { Suspense } from "react";
import { ChunkBoundary } from "../../offline/ChunkBoundary";
import { retryableLazy } from "../../offline/retryable-lazy";
import { useToastStore } from "../../toast/toast-store";

const Toaster = retryableLazy(() => import("./Toaster"));

/** Mounts the toast region the first time something asks for a toast, so pages start without it. */
export function ToastOutlet() {
  const started = useToastStore((s) => s.started);
  if (!started) return null;
  return (
    <ChunkBoundary what="A message for you" onRetry={Toaster.retry}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChunkBoundary>
  );
}
