import { useEffect } from "react";
import { accountBestsApi } from "./bests-api";
import type { BestMap } from "../../bests/merge";
import { attachAccount, loadLocalBests, syncNow } from "../../bests/store";
import { useAuth } from "./auth-context";
import { loadAuthClient } from "./load-client";
import { useAccountAttachment } from "./use-account-attachment";

/**
 * Keeps the bests in step with the signed-in member's account while the page is open: merges on
 * load and on sign-in, lets go on sign-out, and retries pending bests when the browser comes back
 * online. Used by the game and account pages only, so supabase-js loads there and only for members.
 */
export function useBestsSync(): void {
  const { user } = useAuth();
  const userId = user?.id ?? null;

  useEffect(loadLocalBests, []);

  useAccountAttachment(userId, attachAccount, accountBestsApi);

  useEffect(() => {
    const online = () => void syncNow();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, []);
}

/** The signed-in member's bests as the account holds them (for the account page and its export). */
export async function loadAccountBests(): Promise<BestMap> {
  const { supabase } = await loadAuthClient();
  return accountBestsApi(supabase).fetchAll();
}
