/**
 * What the two lists on /moderation share: one card list (a reported entry's card has a warm
 * border, so it reads apart from the review queue, and says "reported" in words too), the row of
 * buttons, the date format, the entry's picture, and the steps every action takes (busy, the
 * failure in words, the reason form closed after it worked).
 */
import styled from "@emotion/styled";
import { useState, type ReactNode } from "react";
import { FormAlert } from "../accounts/forms/kit/FormAlert";
import { useActingModerator } from "./acting-moderator";
import type { Result } from "./api";

export const ModerationList = styled.ul<{ tone?: "reported" }>`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    grid-template-columns: minmax(0, 200px) 1fr;
    gap: 16px;
    padding: 16px;
    border-radius: var(--radius);
    background: var(--surface);
    border: ${(p) => (p.tone === "reported" ? "2px solid #ffb38a" : "1px solid var(--border)")};
  }
  @media (max-width: 600px) {
    > li {
      grid-template-columns: 1fr;
    }
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: contain;
    background: #fff;
    border-radius: var(--radius-small);
  }
  h3 {
    margin: 0 0 4px;
  }
  p {
    margin: 0 0 6px;
  }
  ol,
  ul {
    margin: 8px 0;
    padding-left: 1.2em;
  }
  ol {
    color: var(--text-muted);
  }
`;

export const ModerationActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 8px;
`;

export const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

/**
 * One card's action in flight: `run` sends it (or says first that the second factor is due), and
 * on success closes the reason form and reloads.
 */
export function useModeratorAction<Asking extends string>(onDone: () => void) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const acting = useActingModerator();

  async function run(action: () => Promise<Result<unknown>>) {
    const first = acting.blocked();
    if (first) return setProblem(first);
    setBusy(true);
    setProblem(null);
    const { error } = await action();
    setBusy(false);
    if (error) return setProblem(acting.explain(error));
    setAsking(null);
    onDone();
  }

  return { asking, setAsking, busy, problem, run: (action: () => Promise<Result<unknown>>) => void run(action) };
}

/** An entry's picture in a moderation list, named by its title and member; an empty cell until its link is signed. */
function EntryPicture({ picture, title, nickname }: { picture?: string; title: string; nickname: string }) {
  return picture ? <img src={picture} alt={`${title} by ${nickname}`} /> : <span />;
}

interface ModerationCardProps {
  testId: string;
  picture?: string;
  title: string;
  nickname: string;
  /** Why the card's last action failed, in words; nothing when it did not. */
  problem: string | null;
  /** What the list says about the entry and the actions it offers. */
  children: ReactNode;
}

/** One entry's card in a moderation list: its picture and title, what the list shows of it, and a failed action's words. */
export function ModerationCard({ testId, picture, title, nickname, problem, children }: ModerationCardProps) {
  return (
    <li data-testid={testId}>
      <EntryPicture picture={picture} title={title} nickname={nickname} />
      <div>
        <h3>{title}</h3>
        {children}
        <FormAlert tone="error">{problem}</FormAlert>
      </div>
    </li>
  );
}
