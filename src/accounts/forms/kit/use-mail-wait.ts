import { useState } from "react";
import { EMAIL_WAIT_SECONDS, emailWaitSeconds } from "../../client/email-wait";
import { useCountdown } from "../../client/use-countdown";
import type { ServiceError } from "../../messages/auth";
import { commonProblem } from "../../messages/failures";

/**
 * The service's wait between two mails to one address, for a form that asks for a mail (send
 * again, a sign-in link). After a send (`sent()`), or when the service says to wait, the countdown
 * runs: `left` seconds, during which the form holds. `failed` words the service's answer, with
 * `waited(seconds)` when it was asked too soon. `since` starts the countdown from a mail sent
 * earlier (ms since the epoch).
 */
export function useMailWait(waited: (seconds: number) => string, since = 0) {
  const [sentAt, setSentAt] = useState(0);
  const [waitUntil, setWaitUntil] = useState(0);
  const left = useCountdown(Math.max(waitUntil, Math.max(sentAt, since) + EMAIL_WAIT_SECONDS * 1000));
  return {
    left,
    sent: () => setSentAt(Date.now()),
    failed: (error: ServiceError) => {
      const wait = emailWaitSeconds(error);
      if (wait === null) return commonProblem(error);
      setWaitUntil(Date.now() + wait * 1000);
      return waited(wait);
    },
  };
}
