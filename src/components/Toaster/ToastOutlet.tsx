import { Suspense, lazy } from "react";
import { useToastStore } from "./toast-store";

const Toaster = lazy(() => import("./Toaster"));

/** Mounts the toast region the first time something asks for a toast, so pages start without it. */
export function ToastOutlet() {
  const started = useToastStore((s) => s.started);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
