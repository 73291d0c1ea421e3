/**
 * Whether the moderator may act now. When the owner requires a second factor for moderators
 * (`moderators_need_mfa()`) and this session signed in with a password alone (aal1), the page
 * says so and asks for the authenticator app's code (or points to the account page to set one
 * up) before an action is tried; the database checks the same on every action.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { loadAuthClient } from "../accounts/client/load-client";
import { verifiedFactor, verifyWithCode } from "../accounts/client/second-factor";
import type { ServiceError } from "../accounts/messages/auth";

export type ActingState = "checking" | "ready" | "needs-code" | "needs-setup";

interface Acting {
  state: ActingState;
  /** Raises the session to aal2 with the app's code. */
  verify: (code: string) => Promise<{ error: ServiceError | null }>;
  /** Null when the moderator may act; else what to do first, in words (and the focus moves there). */
  blocked: () => string | null;
  /** A refused action in words: the database's second-factor refusal says what to do. */
  explain: (error: { message?: string; hint?: string } | null | undefined) => string;
}

const AAL2_REFUSAL = /second factor/i;
export const NEEDS_CODE = "First type the code from your authenticator app at the top of the page.";
export const NEEDS_SETUP =
  "Moderators on this site sign in with two-step sign-in. Set it up on your account page, then come back.";

const ActingContext = createContext<Acting | null>(null);

/** Whether the owner requires a second factor, and whether this session has given one. */
async function readState(): Promise<ActingState> {
  try {
    const { supabase } = await loadAuthClient();
    const needed = await supabase.rpc("moderators_need_mfa");
    // A project without the setting (an older schema): the actions say for themselves.
    if (needed.error || needed.data !== true) return "ready";
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    if (level.data?.currentLevel === "aal2") return "ready";
    return (await verifiedFactor(supabase)) ? "needs-code" : "needs-setup";
  } catch {
    return "ready";
  }
}

/** The code field of the notice (SecondFactorNotice), where an action tried too early sends the focus. */
export const CODE_FIELD_NAME = "moderator-code";

/** The acting state for a moderation page; reads the setting and the session's level on arrival. */
export function ActingModeratorProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ActingState>("checking");

  useEffect(() => {
    let live = true;
    void readState().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);

  const value = useMemo<Acting>(
    () => ({
      state,
      async verify(code: string) {
        const { supabase } = await loadAuthClient();
        const result = await verifyWithCode(supabase, code);
        if (!result.error) setState("ready");
        return result;
      },
      blocked() {
        if (state === "needs-code") {
          document.querySelector<HTMLInputElement>(`input[name="${CODE_FIELD_NAME}"]`)?.focus();
          return NEEDS_CODE;
        }
        return state === "needs-setup" ? NEEDS_SETUP : null;
      },
      explain(error) {
        if (error?.hint === "aal2" || AAL2_REFUSAL.test(error?.message ?? "")) {
          void readState().then(setState);
          return "This needs the code from your authenticator app first: type it at the top of the page.";
        }
        return error?.message ?? "That did not work. Please try again.";
      },
    }),
    [state],
  );
  return <ActingContext.Provider value={value}>{children}</ActingContext.Provider>;
}

/** The page's acting state; outside a provider (a test), the moderator is taken as ready. */
export function useActingModerator(): Acting {
  return useContext(ActingContext) ?? READY;
}

const READY: Acting = {
  state: "ready",
  verify: async () => ({ error: null }),
  blocked: () => null,
  explain: (error) => error?.message ?? "That did not work. Please try again.",
};
