import styled from "@emotion/styled";
import { useEffect, useRef, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../client/auth-context";
import { avatarInitial, avatarUrl, displayName } from "../client/display-name";
import { signInFor } from "../client/next-path";
import { checkSession, type OtherFeatures } from "./actions";
import { AvatarPanel } from "./AvatarPanel";
import { BestsPanel } from "./BestsPanel";
import { DataPanel } from "./DataPanel";
import { EmailPanel } from "./EmailPanel";
import { ACCOUNT_TOASTS } from "../messages/account-page";
import { NicknamePanel } from "./NicknamePanel";
import { PasswordPanel } from "./PasswordPanel";
import { TwoStepPanel } from "./TwoStepPanel";
import { clearLocalBests } from "../../bests";
import { useBestsSync } from "../client/bests-sync";
import { toast } from "../../toast/toast-store";

const Page = styled.div`
  display: grid;
  gap: 24px;
  max-width: 760px;
  margin: 8px auto 24px;
  > header {
    display: flex;
    align-items: center;
    gap: 16px;
    h1 {
      margin: 0;
    }
    p {
      margin: 4px 0 0;
      color: var(--text-muted);
    }
  }
`;

const Picture = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 72px;
  height: 72px;
  overflow: hidden;
  border-radius: 50%;
  background: var(--lavender);
  color: #231a4d;
  font-size: 2rem;
  font-weight: 800;
  img {
    width: 100%;
    height: 100%;
  }
`;

interface MyAccountProps {
  /** Other features' panels about the member (keyed) to show first: one asking for attention. */
  lead: ReactNode[];
  /** Other features' panels about the member (keyed), after the bests. */
  afterBests: ReactNode[];
  /** What other features keep about the member: their part of the export, what goes with the account. */
  others: OtherFeatures;
  /** The page's metadata. */
  children: ReactNode;
}

/**
 * The member's own page: who they are, their bests, and their data rights. Pre-rendered as the
 * heading and a status line; a visitor is sent to sign in and brought back here afterwards.
 */
export function MyAccount({ lead, afterBests, others, children }: MyAccountProps) {
  const { loading, user } = useAuth();
  const navigate = useNavigate();
  // Set when the member leaves on purpose, so losing the session does not read as "please sign in".
  const leaving = useRef(false);
  useBestsSync();

  const userId = user?.id;
  useEffect(() => {
    if (userId) void checkSession();
  }, [userId]);

  useEffect(() => {
    if (!loading && !user && !leaving.current) navigate(signInFor("/account"), { replace: true });
  }, [loading, user, navigate]);

  function onLeave(reason: "signed-out" | "deleted") {
    leaving.current = true;
    if (reason === "deleted") {
      // The next sign-up on this browser starts with no bests, as the account does.
      clearLocalBests();
      others.forgetHere?.();
      toast(ACCOUNT_TOASTS.deleted);
    } else {
      toast(ACCOUNT_TOASTS.signedOutEverywhere);
    }
    navigate("/");
  }

  const picture = avatarUrl(user);
  return (
    <Page>
      {children}
      <header>
        {user ? <Picture aria-hidden>{picture ? <img src={picture} alt="" /> : avatarInitial(user)}</Picture> : null}
        <div>
          <h1>My Account</h1>
          <p role="status">{user ? `Hi, ${displayName(user)}!` : "Checking who's signed in…"}</p>
        </div>
      </header>
      {user
        ? // Keyed, so a feature's panel moves (keeping its state) to the top when it asks to.
          [
            ...lead,
            <NicknamePanel key={`nickname-${user.id}`} user={user} />,
            <EmailPanel key={`email-${user.id}`} user={user} />,
            <AvatarPanel key={`avatar-${user.id}`} user={user} />,
            <BestsPanel key="bests" />,
            ...afterBests,
            <PasswordPanel key="password" email={user.email ?? ""} />,
            <TwoStepPanel key={`two-step-${user.id}`} />,
            <DataPanel key="data" onLeave={onLeave} others={others} />,
          ]
        : null}
    </Page>
  );
}
