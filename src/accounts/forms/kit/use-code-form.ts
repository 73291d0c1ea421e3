import { codeProblem } from "../../client/second-factor";
import type { ServiceError } from "../../messages/auth";
import { secondFactorProblem } from "../../messages/second-factor";
import { useAccountForm } from "./use-account-form";

/**
 * A form of one field, the authenticator app's code (signing in, turning two-step sign-in on or
 * off, a moderator's check): its shape checked before it is sent, and a refusal said in words,
 * the field emptied and focused for the next code.
 */
export function useCodeForm(send: (code: string) => Promise<{ error: ServiceError | null }>, done?: () => void) {
  return useAccountForm({
    fields: { code: "" },
    check: ({ code }) => ({ code: codeProblem(code) }),
    send: ({ code }) => send(code),
    failed: (error) => ({ message: secondFactorProblem(error), focus: "code", empty: true }),
    done,
  });
}
