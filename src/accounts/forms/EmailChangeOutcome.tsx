import type { Session } from "@supabase/supabase-js";
import { MailCheck, PartyPopper, TriangleAlert } from "lucide-react";
import type { ReactElement } from "react";
import { Link } from "react-router";
import { linkErrorMessage, type LinkError } from "../client/url-fragment";

export interface Outcome {
  icon: ReactElement;
  heading: string;
  text: ReactElement;
}

/**
 * Where an email change's links land (/auth/confirm?email-change). Both addresses get one, and
 * the address changes with the second: the first brings GoTrue's note instead of a session, the
 * second a session for the new address.
 */
export function emailChangeOutcome({
  session,
  linkError,
  firstOfTwo,
}: {
  session: Session | null;
  linkError: LinkError | null;
  firstOfTwo: boolean;
}): Outcome {
  if (linkError) {
    return {
      icon: <TriangleAlert aria-hidden size={56} color="var(--butter)" />,
      heading: "This Link Didn't Work",
      text: (
        <p>
          {linkErrorMessage(linkError)} Your email address stays as it was. You can ask for the change again on{" "}
          <Link to="/account">My Account</Link>.
        </p>
      ),
    };
  }
  if (session && !firstOfTwo) {
    return {
      icon: <PartyPopper aria-hidden size={56} color="var(--butter)" />,
      heading: "Your Email Address Changed",
      text: (
        <p>
          From now on you sign in with <strong data-testid="changed-email">{session.user.email}</strong>, and account
          emails go there. Your password, nickname and everything else stay the same.
        </p>
      ),
    };
  }
  if (firstOfTwo) {
    return {
      icon: <MailCheck aria-hidden size={56} color="var(--butter)" />,
      heading: "One Address Confirmed",
      text: (
        <p>
          Thank you. Now open the link we sent to your other address: the change needs both. Until then, you sign in
          with the address you use now.
        </p>
      ),
    };
  }
  return {
    icon: <MailCheck aria-hidden size={56} color="var(--butter)" />,
    heading: "Check Both Inboxes",
    text: (
      <p>
        To change your email address, open the link we sent to the address you use now and the one we sent to the new
        address, in either order.
      </p>
    ),
  };
}
