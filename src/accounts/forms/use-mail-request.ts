import { useState } from "react";
import { EMAIL_WAIT_SECONDS, emailWaitSeconds } from "../client/email-wait";
import { commonProblem, type ServiceError } from "../messages";
import { useCountdown } from "../client/use-countdown";
import { useFormSubmit, type FieldProblems } from "./use-form-submit";

interface MailRequest<Name extends string> {
  check?: () => FieldProblems<Name>;
  send: () => Promise<{ error: ServiceError | null }>;
}

/**
 * A form that asks the service to mail a link (send again, a sign-in link): the form hook's steps,
 * plus the service's wait between two mails to one address. After a send, or when the service
 * says to wait, the countdown runs and nothing is sent until it ends; `waited(seconds)` words the
 * service's answer when it was asked too soon. `since` starts the countdown from a mail sent
 * earlier (ms since the epoch).
 */
export function useMailRequest<Name extends string>(
  fields: readonly Name[],
  waited: (seconds: number) => string,
  since = 0,
) {
  const form = useFormSubmit(fields);
  const [sentAt, setSentAt] = useState(0);
  const [waitUntil, setWaitUntil] = useState(0);
  const left = useCountdown(Math.max(waitUntil, Math.max(sentAt, since) + EMAIL_WAIT_SECONDS * 1000));

  /** Resolves true once the service took the request. */
  async function request({ check, send }: MailRequest<Name>): Promise<boolean> {
    if (left > 0) return false;
    const sent = await form.submit({
      check,
      send,
      failed: (error) => {
        const wait = emailWaitSeconds(error);
        if (wait === null) return commonProblem(error);
        setWaitUntil(Date.now() + wait * 1000);
        return waited(wait);
      },
    });
    if (sent) setSentAt(Date.now());
    return sent;
  }

  return { ...form, left, request };
}
