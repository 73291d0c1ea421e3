import { MailCheck, PartyPopper, TriangleAlert } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { awaitsSecondFactor } from "../client/assurance";
import { useAuth } from "../client/auth-context";
import { displayName } from "../client/display-name";
import { fragmentMessage, linkErrorMessage } from "../client/url-fragment";
import { emailChangeOutcome } from "./EmailChangeOutcome";
import { LazySignInCodeStep } from "./LazySignInCodeStep";
import { PrimaryLink, SecondaryLink } from "./kit/links";
import { nextPath } from "../client/next-path";
import { Seo } from "../../components/Seo";
import { ACCOUNT_PAGES } from "../messages/pages";
import { FormCard } from "./kit/frames";
import { ResendConfirmation } from "./ResendConfirmation";

const noSubscription = () => () => {};
const readSigningIn = () => new URLSearchParams(window.location.search).has("signin");
const readEmailChange = () => new URLSearchParams(window.location.search).has("email-change");
/** The first of an email change's two links brings a note, not a session. */
const readFirstOfTwo = () => fragmentMessage(window.location.hash) !== null;
/** The page the visitor was on before signing up ("Sign in to enter"), or "/" for none. */
const readNext = () => nextPath(window.location.search);

/**
 * Shown after sign-up (/confirmation) and where the emailed links land (/auth/confirm: a sign-up's
 * confirmation, a sign-in link, an email change's two links). Arriving from a link, supabase-js
 * takes the session from the URL and this screen says you're in, once the app's code is given
 * when two-step sign-in is on; a link that failed is explained without blame.
 */
export function Confirmation() {
  const { session, linkError } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const fromLink = pathname.startsWith("/auth/confirm");
  // Read after hydration: the prerendered page has no query string.
  const signingIn = useSyncExternalStore(noSubscription, readSigningIn, () => false);
  const emailChange = useSyncExternalStore(noSubscription, readEmailChange, () => false);
  const firstOfTwo = useSyncExternalStore(noSubscription, readFirstOfTwo, () => false);
  const next = useSyncExternalStore(noSubscription, readNext, () => "/");
  const [resent, setResent] = useState<string | null>(null);
  // A link opens a session at aal1: with two-step sign-in on, the app's code comes first.
  if (fromLink && !linkError && awaitsSecondFactor(session)) {
    return (
      <FormCard aria-labelledby="login-heading">
        <Seo {...ACCOUNT_PAGES.confirmation} />
        <LazySignInCodeStep
          proof="link"
          onCancel={() => navigate("/login")}
          // An email change's last link: this page then says the address changed.
          onDone={emailChange ? () => undefined : undefined}
        />
      </FormCard>
    );
  }

  let icon = <MailCheck aria-hidden size={56} color="var(--butter)" />;
  let heading = "Check Your Email!";
  let text = (
    <p>
      We&apos;ve sent a confirmation link to your email address. Open it to finish creating your account, then come back
      and sign in. If it hasn&apos;t arrived in a few minutes, peek in your spam folder.
    </p>
  );
  if (fromLink && emailChange) {
    ({ icon, heading, text } = emailChangeOutcome({ session, linkError, firstOfTwo }));
  } else if (fromLink && linkError) {
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
  } else if (!fromLink && session) {
    // Signed up where the service confirms no emails: signed in already, nothing to check.
    icon = <PartyPopper aria-hidden size={56} color="var(--butter)" />;
    heading = "You're Signed In!";
    text = (
      <p>
        Your account is ready and you&apos;re signed in as <strong>{displayName(session.user)}</strong>. Welcome to the
        community!
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
      {!session && !signingIn && !emailChange ? <ResendConfirmation onSent={setResent} /> : null}
      {emailChange ? (
        <>
          <PrimaryLink to="/account">Go to My Account</PrimaryLink>
          <SecondaryLink to="/">Back to Home</SecondaryLink>
        </>
      ) : next !== "/" ? (
        <>
          <PrimaryLink to={next}>Back to where you were</PrimaryLink>
          <SecondaryLink to="/">Back to Home</SecondaryLink>
        </>
      ) : (
        <PrimaryLink to="/">Back to Home</PrimaryLink>
      )}
    </FormCard>
  );
}
