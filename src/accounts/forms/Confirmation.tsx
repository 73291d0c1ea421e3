import { MailCheck, PartyPopper, TriangleAlert } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { useAuth } from "../client/auth-context";
import { displayName } from "../client/display-name";
import { linkErrorMessage } from "../client/url-fragment";
import { PrimaryLink } from "./kit/links";
import { Seo } from "../../components/Seo";
import { ACCOUNT_PAGES } from "../messages/pages";
import { FormCard } from "./kit/frames";
import { ResendConfirmation } from "./ResendConfirmation";

const noSubscription = () => () => {};
const readSigningIn = () => new URLSearchParams(window.location.search).has("signin");

/**
 * Shown after sign-up (/confirmation) and where the emailed link lands (/auth/confirm). Arriving
 * from the link, supabase-js takes the session from the URL and this screen says you're in; a
 * link that failed is explained without blame.
 */
export function Confirmation() {
  const { session, linkError } = useAuth();
  const { pathname } = useLocation();
  const fromLink = pathname.startsWith("/auth/confirm");
  // Read after hydration: the prerendered page has no query string.
  const signingIn = useSyncExternalStore(noSubscription, readSigningIn, () => false);
  const [resent, setResent] = useState<string | null>(null);

  let icon = <MailCheck aria-hidden size={56} color="var(--butter)" />;
  let heading = "Check Your Email!";
  let text = (
    <p>
      We&apos;ve sent a confirmation link to your email address. Open it to finish creating your account, then come back
      and sign in. If it hasn&apos;t arrived in a few minutes, peek in your spam folder.
    </p>
  );
  if (fromLink && linkError) {
    icon = <TriangleAlert aria-hidden size={56} color="var(--butter)" />;
    heading = "This Link Didn't Work";
    text = (
      <p>
        {linkErrorMessage(linkError)}{" "}
        {signingIn ? (
          <>
            <Link to="/login">Ask for a new sign-in link</Link>, or sign in with your password.
          </>
        ) : (
          <>
            If you already confirmed your email, you can simply <Link to="/login">sign in</Link>. Otherwise, ask for a
            fresh link below.
          </>
        )}
      </p>
    );
  } else if (fromLink && session && signingIn) {
    icon = <PartyPopper aria-hidden size={56} color="var(--butter)" />;
    heading = "You're Signed In!";
    text = (
      <p>
        Welcome back, <strong>{displayName(session.user)}</strong>. The link worked and you&apos;re signed in.
      </p>
    );
  } else if (fromLink && session) {
    icon = <PartyPopper aria-hidden size={56} color="var(--butter)" />;
    heading = "You're All Set!";
    text = (
      <p>
        Your email is confirmed and you&apos;re signed in as <strong>{displayName(session.user)}</strong>. Welcome to
        the community!
      </p>
    );
  }

  return (
    <FormCard data-frame="message">
      <Seo {...ACCOUNT_PAGES.confirmation} />
      {icon}
      <h1>{heading}</h1>
      <div role="status">
        {text}
        {resent ? <p>{resent}</p> : null}
      </div>
      {!session && !signingIn ? <ResendConfirmation onSent={setResent} /> : null}
      <PrimaryLink to="/">Back to Home</PrimaryLink>
    </FormCard>
  );
}
