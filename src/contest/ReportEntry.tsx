/**
 * Under each wall entry and the home page's winner: `Report` for a signed-in member (the dialog
 * and the client library download only when it is pressed), or, for a visitor, `Sign in to
 * report` and the owner's address. A member's own entries show nothing to report.
 */
import styled from "@emotion/styled";
import { Flag } from "lucide-react";
import { Suspense, useState } from "react";
import { Link, useLocation } from "react-router";
import { useAuth } from "../accounts/client/auth-context";
import { signInFor } from "../accounts/client/next-path";
import { site } from "../config/site";
import { ChunkBoundary } from "../offline/ChunkBoundary";
import { retryableLazy } from "../offline/retryable-lazy";
import { REPORT_TEXT } from "./report-reasons";
import { quietButtonCss } from "../components/quiet-button";

const ReportDialog = retryableLazy(() => import("./ReportDialog"));

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  font-size: 0.95rem;
  color: var(--text-muted);
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
  }
`;

const ReportButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  ${quietButtonCss}
  &:hover:not(:disabled) {
    background: rgb(255 255 255 / 0.08);
  }
  &:disabled {
    cursor: default;
    opacity: 0.85;
  }
`;

export function ReportEntry({ entryId, label }: { entryId: string; label: string }) {
  const { user } = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);

  if (!user) {
    return (
      <Row>
        <Link to={signInFor(`${location.pathname}${location.search}`)}>{REPORT_TEXT.signIn}</Link>
        <span>
          or write to <a href={`mailto:${site.ownerEmail}`}>{site.ownerEmail}</a>
        </span>
      </Row>
    );
  }
  return (
    <Row>
      <ReportButton
        type="button"
        disabled={sent}
        aria-label={sent ? `Reported: ${label}` : `Report ${label}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden size={18} />
        {sent ? REPORT_TEXT.reported : REPORT_TEXT.button}
      </ReportButton>
      {open ? (
        <ChunkBoundary what="The report form" onRetry={ReportDialog.retry}>
          <Suspense fallback={null}>
            <ReportDialog entryId={entryId} label={label} onClose={() => setOpen(false)} onSent={() => setSent(true)} />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </Row>
  );
}
