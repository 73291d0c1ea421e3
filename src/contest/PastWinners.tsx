/** Past months' winners, newest first, each under the month it won: one fetch, no client library. */
import styled from "@emotion/styled";
import { Trophy } from "lucide-react";
import { useEffect, useState } from "react";
import { CardGrid } from "../components/CardGrid";
import { iconHeadingCss } from "../components/icon-heading";
import { fetchPastWinners, publicPictureUrl, type PastWinner } from "./public-api";
import { wallPictureCss } from "./wall-picture-css";

const Grid = styled(CardGrid)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  img {
    ${wallPictureCss}
  }
  h2 {
    ${iconHeadingCss}
  }
  p {
    margin: 0;
  }
`;

const Message = styled.p`
  padding: 24px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
`;

const month = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { month: "long", year: "numeric" });

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; winners: PastWinner[] };

export function PastWinners() {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  useEffect(() => {
    const abort = new AbortController();
    fetchPastWinners(abort.signal).then(
      (winners) => setLoad({ state: "ready", winners }),
      () => abort.signal.aborted || setLoad({ state: "failed" }),
    );
    return () => abort.abort();
  }, []);
  if (load.state === "loading") return <Message role="status">Loading the winners…</Message>;
  if (load.state === "failed")
    return <Message role="alert">The winners could not be loaded. Check your connection and try again.</Message>;
  if (load.winners.length === 0)
    return <Message role="status">No winner has been chosen yet. The first one will be shown here.</Message>;
  return (
    <Grid aria-label="Past winners" data-testid="past-winners">
      {load.winners.map((w) => (
        <li key={w.id}>
          <img src={publicPictureUrl(w.wall_path)} alt={`${w.title ?? "Untitled"} by ${w.nickname}`} loading="lazy" />
          <h2>
            <Trophy aria-hidden size={18} color="var(--butter)" /> {month(w.won_at)}
          </h2>
          <p>
            {w.title ?? "Untitled"}, by {w.nickname}
          </p>
        </li>
      ))}
    </Grid>
  );
}
