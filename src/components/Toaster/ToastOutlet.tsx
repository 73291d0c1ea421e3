import { Suspense, lazy, useEffect, useState } from "react";
import { useToastStore } from "./toast-store";

const Toaster = lazy(() => import("./Toaster"));

/** Mounts the toast region the first time something asks for a toast. */
export function ToastOutlet() {
  const wanted = useToastStore((s) => s.current !== null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (wanted) setMounted(true);
  }, [wanted]);
  if (!mounted && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
