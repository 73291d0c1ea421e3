import styled from "@emotion/styled";
import type { User } from "@supabase/supabase-js";
import { useState } from "react";
import { Link } from "react-router";
import { ButtonLink } from "../../components/button-links";
import { useAuth } from "../client/auth-context";
import { displayName } from "../client/display-name";
import { SecondaryButton } from "./kit/buttons";

const Panel = styled.div`
  display: grid;
  gap: 14px;
  text-align: center;
  p {
    margin: 0;
    color: var(--text-muted);
    overflow-wrap: anywhere;
  }
  strong {
    color: var(--text);
  }
`;

const HomeLink = styled(Link)`
  justify-self: center;
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 6px;
  font-weight: 800;
`;

interface SignedInPanelProps {
  user: User;
  /** The heading's id, which the card's aria-labelledby names. */
  headingId: string;
  /** What the form would have been for, said to someone who no longer needs it. */
  note: string;
}

/**
 * What a sign-in or sign-up page shows a member who is already signed in: who they are, and the
 * ways on. Signing out here stays here, so the form comes back for whoever signs in next.
 */
export function SignedInPanel({ user, headingId, note }: SignedInPanelProps) {
  const { signOut } = useAuth();
  const [busy, setBusy] = useState(false);
  // The nickname as the account corner shows it; with no nickname, the whole email says more.
  const email = user.email ?? "";
  const nickname = displayName(user);
  const name = email && nickname === email.split("@")[0] ? email : nickname;

  async function onSignOut() {
    setBusy(true);
    // A failure is told by the auth layer's toast; the panel stays for another try.
    const { error } = await signOut();
    if (error) setBusy(false);
  }

  return (
    <Panel data-testid="signed-in-panel">
      <h1 id={headingId}>You&apos;re Signed In</h1>
      <p>
        Signed in as <strong>{name}</strong>
        {email && name !== email ? <> ({email})</> : null}.
      </p>
      <p>{note}</p>
      <ButtonLink to="/account">My Account</ButtonLink>
      <SecondaryButton data-wide type="button" onClick={() => void onSignOut()} disabled={busy}>
        {busy ? "Signing out..." : "Sign out"}
      </SecondaryButton>
      <HomeLink to="/">Back to Home</HomeLink>
    </Panel>
  );
}
