/**
 * The open studio page's part of the sync, for a signed-in member: a sync when the drawing is ready,
 * a few seconds after the member stops colouring, when the tab is hidden and when the connection
 * returns. A newer version from another device replaces the session (the page starts it again from
 * the browser's slot); a conflict says where the other version is kept. A visitor's page never
 * loads supabase-js for this.
 */
import { useEffect, useRef } from "react";
import type { Studio } from "@station/studio";
import { useAuth } from "../../accounts/client/auth-context";
import { loadAuthClient } from "../../accounts/client/load-client";
import { toast } from "../../toast/toast-store";
import { supabaseCloud } from "./cloud";
import { setSyncMember } from "./local";
import { syncPage } from "./sync";
import { thumbnailOf } from "./thumbnail";

/** After the last change, the account's copy follows this long later (and at once when the tab hides). */
const SEND_AFTER_MS = 3000;

export function usePictureSync(
  pageId: string,
  studio: Studio | null,
  /** Stops the session's saving unless a change is still to be written (then false: not now). */
  freeze: () => boolean,
  onTook: () => void,
): void {
  const { user } = useAuth();
  const member = user?.id ?? null;
  const latest = useRef({ freeze, onTook });
  useEffect(() => {
    latest.current = { freeze, onTook };
  });

  useEffect(() => setSyncMember(member), [member]);

  useEffect(() => {
    if (!studio || !member) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      clearTimeout(timer);
      try {
        const { supabase } = await loadAuthClient();
        if (!alive) return;
        const outcome = await syncPage(pageId, {
          member,
          cloud: supabaseCloud(supabase, member),
          thumbnail: () => thumbnailOf(studio),
          canTake: () => alive && latest.current.freeze(),
        });
        if (!alive) return;
        if (outcome.keptCopy)
          toast({
            title: "This picture was changed on another device too",
            description: outcome.took
              ? "The newer one is here; yours is kept under My pictures on your account page."
              : "Yours is kept; the other one is under My pictures on your account page.",
          });
        if (outcome.took) latest.current.onTook();
      } catch {
        // Offline or the service is away: the picture stays changed here and goes at the next try.
      }
    };
    void run();
    const unsubscribe = studio.session.store.subscribe((state, previous) => {
      if (state.history === previous.history) return;
      clearTimeout(timer);
      timer = setTimeout(() => void run(), SEND_AFTER_MS);
    });
    const online = () => void run();
    const hidden = () => {
      if (document.visibilityState === "hidden") void run();
    };
    window.addEventListener("online", online);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      alive = false;
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener("online", online);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, [pageId, studio, member]);
}
