/**
 * Entering the contest, from the coloring studio (`getPicture` hands over its picture: an
 * `Enter the contest` button) or on /activities (`Upload your picture`). A visitor gets a
 * sign-in link that comes back here; the form itself downloads only for a signed-in member, so
 * the Activities page stays light. The spec's mail link stays beside it (ContestSubmission).
 */
import { LogIn } from "lucide-react";
import { Suspense } from "react";
import { useLocation } from "react-router";
import { useAuth } from "../accounts/client/auth-context";
import { signInFor } from "../accounts/client/next-path";
import { ButtonLink } from "../components/button-links";
import { ChunkBoundary } from "../offline/ChunkBoundary";
import { retryableLazy } from "../offline/retryable-lazy";
import { CONTEST_TEXT } from "./messages";
import type { EnterContestProps } from "./enter-props";

const EnterContestForm = retryableLazy(() => import("./EnterContestForm"));

export function EnterContest(props: EnterContestProps) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (!user) {
    return (
      <div data-testid="enter-contest">
        <ButtonLink to={signInFor(`${location.pathname}${location.search}`)} aria-busy={loading || undefined}>
          <LogIn aria-hidden size={20} />
          {CONTEST_TEXT.signInToEnter}
        </ButtonLink>
      </div>
    );
  }
  return (
    <ChunkBoundary what="The entry form" onRetry={EnterContestForm.retry}>
      <Suspense fallback={<p role="status">Loading the entry form…</p>}>
        <EnterContestForm {...props} user={user} />
      </Suspense>
    </ChunkBoundary>
  );
}
