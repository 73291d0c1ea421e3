import { useEffect } from "react";
import { loadAuthClient } from "./load-client";
import type { AuthClient } from "./supabase-client";

/**
 * Gives a browser-side store (bests, stickers) the signed-in member's account API while there is
 * a member, and null once they sign out. supabase-js loads only for a member; offline before it
 * loaded, the store keeps to the browser's copy. `attach` and `apiFor` are module functions, so
 * the effect runs again only when the member changes.
 */
export function useAccountAttachment<Api>(
  userId: string | null,
  attach: (api: Api | null) => unknown,
  apiFor: (supabase: AuthClient["supabase"]) => Api,
): void {
  useEffect(() => {
    if (userId === null) {
      void attach(null);
      return;
    }
    let cancelled = false;
    loadAuthClient()
      .then(({ supabase }) => {
        if (!cancelled) void attach(apiFor(supabase));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [userId, attach, apiFor]);
}
