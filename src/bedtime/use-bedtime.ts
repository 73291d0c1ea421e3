import { useSyncExternalStore } from "react";
import { isBedtime, stopAfter, subscribeBedtime, type StopAfter } from "./bedtime";

/** Bedtime and its gentle stop, live; off on the pre-rendered page (the boot script dims it first). */
export function useBedtime(): { on: boolean; stopAfter: StopAfter } {
  const on = useSyncExternalStore(subscribeBedtime, isBedtime, () => false);
  const minutes = useSyncExternalStore(subscribeBedtime, stopAfter, () => 0 as StopAfter);
  return { on, stopAfter: minutes };
}
