import { useEffect } from "react";

/**
 * Runs `refresh` after the first render, and again when it or `again` changes. Its results land
 * in callbacks after the effect, so the first render shows the loading line; a run that started
 * before unmount does not begin after it.
 */
export function useRefreshAfterRender(refresh: () => unknown, again?: unknown): void {
  useEffect(() => {
    let live = true;
    void Promise.resolve().then(() => (live ? refresh() : undefined));
    return () => {
      live = false;
    };
  }, [refresh, again]);
}
