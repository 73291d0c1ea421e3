import type { Session } from "@supabase/supabase-js";
import { useEffect, useState } from "react";
import { loadAuthClient } from "./load-client";

export type SecondStep = "checking" | "needed" | "none";

/**
 * For a page an emailed link (a sign-in link, an email change's last link) signs in on: whether
 * the member has two-step sign-in on and this session, opened by the link alone, is still at
 * aal1, so the app's code comes before anything says they are signed in. Read from the session
 * itself (supabase-js decodes the token; no request); when it cannot be read, the link stands,
 * as the password's sign-in does.
 */
export function useSecondStep(session: Session | null): SecondStep {
  const token = session?.access_token ?? null;
  const [known, setKnown] = useState<{ token: string; step: SecondStep } | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void Promise.all([loadAuthClient(), import("./second-factor")])
      .then(([{ supabase }, { needsSecondStep }]) => needsSecondStep(supabase))
      .catch(() => false)
      .then((needed) => live && setKnown({ token, step: needed ? "needed" : "none" }));
    return () => {
      live = false;
    };
  }, [token]);

  if (!token) return "none";
  return known?.token === token ? known.step : "checking";
}
