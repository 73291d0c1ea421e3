/**
 * The contest wall: approved entries from the data API, the winner first and marked, then newest
 * first, each with its title, the member's nickname and the page it was colored on, and the
 * stickers members gave it (a member gives one from their book there). A picture opens in the
 * site's lightbox (arrow keys step, Escape closes); on narrow screens the link opens the picture itself.
 */
import styled from "@emotion/styled";
import { Trophy } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { useAuth } from "../accounts/client/auth-context";
import { CardGrid } from "../components/CardGrid";
import { ChunkBoundary } from "../offline/ChunkBoundary";
import { retryableLazy } from "../offline/retryable-lazy";
import { useLightbox } from "../components/Lightbox/useLightbox";
import { CONTEST_TEXT } from "./messages";
import { coloringPageTitles, pageLine } from "./page-titles";
import { fetchWall, pictureFallback, publicPictureUrl, thumbnailUrl, type WallEntry } from "./public-api";
import { ReportEntry } from "./ReportEntry";
import { wallPictureCss } from "./wall-picture-css";

// The stickers under each picture load with the wall, after the page: its first load stays as it was.
const WallStickers = retryableLazy(() => import("../stickers/wall/WallStickers"));

/** Tiles are at most about 300 CSS px wide: twice that covers a 2x screen. */
const THUMBNAIL_WIDTH = 600;

/* The site's card grid with narrower cards that fill a row from the start, a picture on each. */
const Grid = styled(CardGrid)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  > li {
    gap: 8px;
    padding: 14px;
  }
  > li[data-winner="true"] {
    border: 3px solid var(--butter);
  }
  a {
    display: block;
    border-radius: var(--radius-small);
  }
  img {
    ${wallPictureCss}
  }
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 800;
  && {
    color: var(--butter);
  }
`;

const Message = styled.p`
  padding: 24px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
`;

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; entries: WallEntry[] };

export function ContestWall() {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [titles, setTitles] = useState<Record<string, string>>({});
  const { openOnClick, element } = useLightbox();
  const { user } = useAuth();
  const [waiting, setWaiting] = useState(0);
  const empty = load.state === "ready" && load.entries.length === 0;

  // An empty wall tells a member whose entries wait that they are waiting (the client library
  // loads for members only, and only then).
  useEffect(() => {
    if (!empty || !user) return;
    let live = true;
    void import("./api")
      .then((api) => api.myEntries())
      .then((mine) => {
        if (live) setWaiting(mine.data?.filter((e) => e.state === "waiting").length ?? 0);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [empty, user]);

  useEffect(() => {
    const abort = new AbortController();
    fetchWall(abort.signal).then(
      (entries) => setLoad({ state: "ready", entries }),
      () => abort.signal.aborted || setLoad({ state: "failed" }),
    );
    coloringPageTitles().then(setTitles, () => undefined);
    return () => abort.abort();
  }, []);

  if (load.state === "loading") return <Message role="status">Loading the wall…</Message>;
  if (load.state === "failed")
    return <Message role="alert">The wall could not be loaded. Check your connection and try again.</Message>;
  if (load.state === "ready" && load.entries.length === 0)
    return (
      <Message role="status" data-testid="wall-empty">
        {waiting > 0 ? CONTEST_TEXT.wallEmptyWaiting(waiting) : CONTEST_TEXT.wallEmpty}
      </Message>
    );

  const entries = load.entries;
  const describe = (e: WallEntry) => `${e.title ?? "Untitled"} by ${e.nickname}`;
  const images = entries.map((e) => ({
    image: e.id,
    src: publicPictureUrl(e.wall_path),
    alt: `${describe(e)}. ${pageLine(e.page_id, titles)}.`,
    title: e.winner ? `Winner: ${describe(e)}` : describe(e),
  }));
  const open = (index: number) => openOnClick(images, index);
  return (
    <>
      <Grid aria-label="Contest entries" data-testid="contest-wall">
        {entries.map((entry, index) => (
          <li key={entry.id} data-winner={entry.winner}>
            <a href={images[index]!.src} onClick={open(index)} aria-label={`Open ${describe(entry)}`}>
              <img
                src={thumbnailUrl(entry.wall_path, THUMBNAIL_WIDTH)}
                onError={pictureFallback(entry.wall_path)}
                alt=""
                loading={index < 4 ? "eager" : "lazy"}
                decoding="async"
              />
            </a>
            {entry.winner ? (
              <Badge>
                <Trophy aria-hidden size={20} /> Winner
              </Badge>
            ) : null}
            <h2>{entry.title ?? "Untitled"}</h2>
            <p>by {entry.nickname}</p>
            <p>{pageLine(entry.page_id, titles)}</p>
            <ChunkBoundary what="Stickers" onRetry={WallStickers.retry}>
              <Suspense fallback={null}>
                <WallStickers entryId={entry.id} label={describe(entry)} />
              </Suspense>
            </ChunkBoundary>
            <ReportEntry entryId={entry.id} label={describe(entry)} />
          </li>
        ))}
      </Grid>
      {element}
    </>
  );
}
