import styled from "@emotion/styled";
import { Suspense, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../auth/auth-context";
import { avatarInitial, avatarUrl, displayName } from "../auth/display-name";
import { signInFor } from "../auth/next-path";
import { checkSession } from "../account/actions";
import { AvatarPanel } from "../account/AvatarPanel";
import { BestsPanel } from "../account/BestsPanel";
import { DataPanel } from "../account/DataPanel";
import { ACCOUNT_TOASTS } from "../account/messages";
import { NicknamePanel } from "../account/NicknamePanel";
import { PasswordPanel } from "../account/PasswordPanel";
import { clearLocalBests, useBestsSync } from "../bests";
import { ChunkBoundary } from "../offline/ChunkBoundary";
import { retryableLazy } from "../offline/retryable-lazy";
import { Seo } from "../components/Seo";
import { MyEntriesPanel } from "../contest/MyEntriesPanel";
import { toast } from "../toast/toast-store";

// The sticker book and its art load after the page: /account's first load stays within its budget.
const StickersPanel = retryableLazy(() => import("../account/StickersPanelStep"));

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
      void import("../stickers/local-key").then((book) => book.clearLocalBook());
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
            <ChunkBoundary key="stickers" what="My Stickers" onRetry={StickersPanel.retry}>
              <Suspense fallback={null}>
                <StickersPanel />
              </Suspense>
            </ChunkBoundary>,
            ...(entryWaiting ? [] : [entriesPanel]),
            <PasswordPanel key="password" email={user.email ?? ""} />,
            <DataPanel key="data" onLeave={onLeave} />,
          ]
        : null}
    </Page>
  );
}
