import styled from "@emotion/styled";
import { useState } from "react";
import { useAuth } from "../accounts/client/auth-context";
import { NotFound } from "../components/NotFound";
import { Seo } from "../components/Seo";
import { isModerator } from "../contest/is-moderator";
import { ActingModeratorProvider } from "../contest/acting-moderator";
import { ModerationQueue } from "../contest/ModerationQueue";
import { ReportQueue } from "../contest/ReportQueue";
import { SecondFactorNotice } from "../contest/SecondFactorNotice";

const Page = styled.div`
  display: grid;
  gap: 24px;
  max-width: 900px;
  margin: 8px auto 24px;
`;

/**
 * Moderators only: anyone else sees the not-found page (and the functions behind it answer them
 * nothing). Pre-rendered as a status line until the session is known.
 */
export default function ModerationPage() {
  const { loading, user } = useAuth();
  // Both lists load again after an action in either: dismissing reports puts an entry back on the
  // wall, hiding one takes it off.
  const [changes, setChanges] = useState(0);
  const changed = () => setChanges((n) => n + 1);
  if (!loading && !isModerator(user)) return <NotFound />;
  return (
    <Page>
      <Seo title="Moderation" description="The coloring contest's moderation queue." path="/moderation" noindex />
      <h1>Contest moderation</h1>
      {user ? (
        <ActingModeratorProvider>
          <SecondFactorNotice />
          <ReportQueue reload={changes} onChanged={changed} />
          <ModerationQueue reload={changes} onChanged={changed} />
        </ActingModeratorProvider>
      ) : (
        <p role="status">Checking who&apos;s signed in…</p>
      )}
    </Page>
  );
}
