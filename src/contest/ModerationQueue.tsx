/**
 * The moderators' page: entries waiting for review, oldest first, then the wall. Each shows its
 * picture (a signed link to the private original), title, nickname, time and history; Approve,
 * Decline with a reason, Make winner and Remove call the contest functions, which check the
 * moderator role again on the server.
 */
import styled from "@emotion/styled";
import { useState } from "react";
import { PrimaryButton, SecondaryButton } from "../accounts/forms/kit/buttons";
import { FormAlert } from "../accounts/forms/kit/FormAlert";
import { approveEntry, declineEntry, makeWinner, moderationQueue, type ModerationEntry, removeFromWall } from "./api";
import { stateLabel } from "./messages";
import { ReasonForm } from "./ReasonForm";
import { useActingModerator } from "./acting-moderator";
import { useEntryList } from "./use-entry-list";

const List = styled.ul`
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
    border: 1px solid var(--border);
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
  ol {
    margin: 8px 0;
    padding-left: 1.2em;
    color: var(--text-muted);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 8px;
`;

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

const ACTION_WORDS: Record<string, string> = {
  entered: "Entered",
  approved: "Approved",
  declined: "Declined",
  winner: "Made winner",
  removed: "Removed from the wall",
  "reported-hidden": "Hidden by members' reports",
  hidden: "Hidden from the wall",
  "reports-dismissed": "Reports dismissed",
  "nickname-reset": "Nickname reset",
};

function Entry({ entry, picture, onDone }: { entry: ModerationEntry; picture?: string; onDone: () => void }) {
  const [asking, setAsking] = useState<"Decline" | "Remove" | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const acting = useActingModerator();
  const title = entry.title ?? "Untitled";

  async function run(action: () => Promise<{ error: { message?: string } | null }>) {
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

  return (
    <li data-testid="moderation-entry">
      {picture ? <img src={picture} alt={`${title} by ${entry.nickname}`} /> : <span />}
      <div>
        <h3>{title}</h3>
        <p>
          by {entry.nickname} · sent {when(entry.created_at)} · {stateLabel(entry.state, entry.winner, entry.hidden)}
        </p>
        <ol aria-label={`History of ${title}`}>
          {entry.history.map((h, i) => (
            <li key={i}>
              {ACTION_WORDS[h.action] ?? h.action}
              {h.action === "reported-hidden" ? "" : ` by ${h.by}`}, {when(h.at)}
              {h.reason ? `: “${h.reason}”` : ""}
            </li>
          ))}
        </ol>
        {asking ? (
          <ReasonForm
            action={asking}
            busy={busy}
            onCancel={() => setAsking(null)}
            onSend={(reason) =>
              void run(() => (asking === "Decline" ? declineEntry(entry.id, reason) : removeFromWall(entry.id, reason)))
            }
          />
        ) : (
          <Actions>
            {entry.state === "waiting" ? (
              <>
                <PrimaryButton type="button" disabled={busy} onClick={() => void run(() => approveEntry(entry))}>
                  Approve
                </PrimaryButton>
                <SecondaryButton type="button" disabled={busy} onClick={() => setAsking("Decline")}>
                  Decline
                </SecondaryButton>
              </>
            ) : (
              <>
                {entry.winner ? null : (
                  <PrimaryButton type="button" disabled={busy} onClick={() => void run(() => makeWinner(entry.id))}>
                    Make winner
                  </PrimaryButton>
                )}
                <SecondaryButton type="button" disabled={busy} onClick={() => setAsking("Remove")}>
                  Remove
                </SecondaryButton>
              </>
            )}
          </Actions>
        )}
        <FormAlert tone="error">{problem}</FormAlert>
      </div>
    </li>
  );
}

export function ModerationQueue() {
  const { entries, pictures, failed, refresh } = useEntryList(moderationQueue);

  if (failed) return <p role="alert">The queue could not be loaded. Check your connection and reload the page.</p>;
  if (!entries) return <p role="status">Loading the queue…</p>;
  const waiting = entries.filter((e) => e.state === "waiting");
  const wall = entries.filter((e) => e.state !== "waiting");
  return (
    <>
      <section aria-labelledby="queue-heading">
        <h2 id="queue-heading">Waiting for review ({waiting.length})</h2>
        {waiting.length === 0 ? <p>Nothing is waiting. All caught up!</p> : null}
        <List data-testid="moderation-queue">
          {waiting.map((e) => (
            <Entry key={e.id} entry={e} picture={pictures[e.entry_path]} onDone={() => void refresh()} />
          ))}
        </List>
      </section>
      <section aria-labelledby="wall-heading">
        <h2 id="wall-heading">On the wall ({wall.length})</h2>
        <List data-testid="moderation-wall">
          {wall.map((e) => (
            <Entry key={e.id} entry={e} picture={pictures[e.entry_path]} onDone={() => void refresh()} />
          ))}
        </List>
      </section>
    </>
  );
}
