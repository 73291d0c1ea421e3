import { useSyncExternalStore } from "react";
import { isBedtime, subscribeBedtime } from "./bedtime";

/** Whether bedtime is on, live; off on the pre-rendered page (the boot script dims it first). */
export function useBedtime(): boolean {
  return useSyncExternalStore(subscribeBedtime, isBedtime, () => false);
}
