import styled from "@emotion/styled";
import { Suspense } from "react";
import { ChunkBoundary } from "../../offline/ChunkBoundary";
import { retryableLazy } from "../../offline/retryable-lazy";
import { useAuth } from "../../accounts/client/auth-context";
import { PrimaryLink, SecondaryLink } from "../../accounts/forms/kit/links";

// The menu (Radix DropdownMenu and Avatar) is only downloaded for someone who is signed in.
const AvatarMenu = retryableLazy(() => import("./AvatarMenu"));

/** Two 48px links and their gap: the avatar menu takes exactly this box, so nothing moves. */
const CORNER_HEIGHT = "104px";

const Wrap = styled.div`
  display: grid;
  gap: 8px;
  height: ${CORNER_HEIGHT};
  align-content: end;
`;

/**
 * The account corner at the bottom of the sidebar and drawer, the one place that knows who is
 * signed in. Visitors (and everyone while the session is still being read) see Join Now and
 * Sign In; a signed-in user sees the avatar menu in the same box.
 */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  if (user) {
    return (
      <Wrap data-testid="account-corner" data-state="signed-in">
        <ChunkBoundary what="Your account menu" onRetry={AvatarMenu.retry}>
          <Suspense fallback={null}>
            <AvatarMenu user={user} onNavigate={onNavigate} />
          </Suspense>
        </ChunkBoundary>
      </Wrap>
    );
  }
  return (
    <Wrap data-testid="account-corner" data-state="visitor">
      <PrimaryLink to="/signup" onClick={onNavigate}>
        Join Now
      </PrimaryLink>
      <SecondaryLink to="/login" onClick={onNavigate}>
        Sign In
      </SecondaryLink>
    </Wrap>
  );
}
