import styled from "@emotion/styled";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../accounts/client/auth-context";
import { avatarInitial, avatarUrl, displayName } from "../accounts/client/display-name";
import { signInFor } from "../accounts/client/next-path";
import { checkSession } from "../accounts/panels/actions";
import { AvatarPanel } from "../accounts/panels/AvatarPanel";
import { BestsPanel } from "../accounts/panels/BestsPanel";
import { DataPanel } from "../accounts/panels/DataPanel";
import { ACCOUNT_TOASTS } from "../accounts/panels/messages";
import { NicknamePanel } from "../accounts/panels/NicknamePanel";
import { PasswordPanel } from "../accounts/panels/PasswordPanel";
import { clearLocalBests, useBestsSync } from "../bests";
import { Seo } from "../components/Seo";
import { MyEntriesPanel } from "../contest/MyEntriesPanel";

// My pictures loads after the page's first paint: the account page keeps within its size budget.
const MyPicturesPanel = lazy(() => import("../studio/MyPicturesPanel").then((m) => ({ default: m.MyPicturesPanel })));
import { toast } from "../toast/toast-store";

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

/**
 * The member's own page: who they are, their bests, and their data rights. Pre-rendered as the
 * heading and a status line; a visitor is sent to sign in and brought back here afterwards.
 */
export default function AccountPage() {
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
      toast(ACCOUNT_TOASTS.deleted);
    } else {
      toast(ACCOUNT_TOASTS.signedOutEverywhere);
    }
    navigate("/");
  }

  const [entryWaiting, setEntryWaiting] = useState(false);
  const entriesPanel = <MyEntriesPanel key="contest-entries" onWaiting={setEntryWaiting} />;

  const picture = avatarUrl(user);
  return (
    <Page>
      <Seo
        title="My Account"
        description="Your Little Space Station account: nickname, avatar, bests and data."
        path="/account"
        noindex
      />
      <header>
        {user ? <Picture aria-hidden>{picture ? <img src={picture} alt="" /> : avatarInitial(user)}</Picture> : null}
        <div>
          <h1>My Account</h1>
          <p role="status">{user ? `Hi, ${displayName(user)}!` : "Checking who's signed in…"}</p>
        </div>
      </header>
      {user
        ? // Keyed, so My contest entries moves (keeping its state) to the top while an entry waits.
          [
            ...(entryWaiting ? [entriesPanel] : []),
            <NicknamePanel key={`nickname-${user.id}`} user={user} />,
            <AvatarPanel key={`avatar-${user.id}`} user={user} />,
            <BestsPanel key="bests" />,
            <Suspense key={`pictures-${user.id}`} fallback={null}>
              <MyPicturesPanel />
            </Suspense>,
            ...(entryWaiting ? [] : [entriesPanel]),
            <PasswordPanel key="password" email={user.email ?? ""} />,
            <DataPanel key="data" onLeave={onLeave} />,
          ]
        : null}
    </Page>
  );
}
