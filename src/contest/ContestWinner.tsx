/**
 * The home card's picture: the current contest winner (picture, title, nickname and a link to
 * the wall) when there is one, else `fallback`, the card as it always was. One small fetch after
 * the page is up; no client library.
 */
import styled from "@emotion/styled";
import { Trophy } from "lucide-react";
import { Suspense, useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { fetchWall, pictureFallback, thumbnailUrl, type WallEntry } from "./public-api";
import { retryableLazy } from "../offline/retryable-lazy";
import type { ReportEntry as ReportEntryType } from "./ReportEntry";

// The home page's first load stays within its budget: Report arrives with the winner, after it.
const ReportEntry = retryableLazy<Parameters<typeof ReportEntryType>[0]>(() =>
  import("./ReportEntry").then((m) => ({ default: m.ReportEntry })),
);

/** The home card shows the winner at most about 320 CSS px wide: twice that covers a 2x screen. */
const CARD_WIDTH = 640;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 8px;
  img {
    aspect-ratio: 1;
    object-fit: contain;
  }
  figcaption {
    display: grid;
    gap: 2px;
  }
  strong {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

export function ContestWinner({ fallback }: { fallback: ReactNode }) {
  const [winner, setWinner] = useState<WallEntry | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetchWall(abort.signal).then(
      (entries) => setWinner(entries.find((e) => e.winner) ?? null),
      () => undefined,
    );
    return () => abort.abort();
  }, []);
  if (!winner) return <>{fallback}</>;
  const title = winner.title ?? "Untitled";
  return (
    <Figure data-testid="contest-winner">
      <img
        src={thumbnailUrl(winner.wall_path, CARD_WIDTH)}
        onError={pictureFallback(winner.wall_path)}
        alt={`${title}, the winning picture by ${winner.nickname}`}
      />
      <figcaption>
        <strong>
          <Trophy aria-hidden size={18} color="var(--butter)" /> Winner: {title}
        </strong>
        <span>by {winner.nickname}</span>
        <Link to="/activities/contest">See the contest wall</Link>
        <Suspense fallback={null}>
          <ReportEntry entryId={winner.id} label={`${title} by ${winner.nickname}`} />
        </Suspense>
      </figcaption>
    </Figure>
  );
}
