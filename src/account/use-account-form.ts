import { useState } from "react";
import { offlineProblem } from "../offline/connection";
import type { Outcome } from "./actions";

/**
 * The busy flag and the failure of one account form. `submit` refuses offline before sending
 * (what was typed stays), and turns a failed answer into words with `describe`.
 */
export function useAccountForm(describe: (error: NonNullable<Outcome["error"]>) => string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(send: () => Promise<Outcome>): Promise<boolean> {
    if (busy) return false;
    setFailure(null);
    const offline = offlineProblem();
    if (offline) {
      setFailure(offline);
      return false;
    }
    setBusy(true);
    const { error } = await send();
    setBusy(false);
    if (error) {
      // The connection dropped mid-request: nothing was wrong with what was typed.
      setFailure(offlineProblem() ?? describe(error));
      return false;
    }
    return true;
  }

  return { busy, failure, setFailure, submit };
}
