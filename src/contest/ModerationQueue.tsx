/**
 * The moderators' page: entries waiting for review, oldest first, then those taken off the wall
 * (by members' reports or a moderator), then the wall. Each shows its picture (a signed link to
 * the private original), title, nickname, time and history; Approve, Decline with a reason, Make
 * winner, Restore and Remove call the contest functions, which check the moderator again on the
 * server.
 */
import { PrimaryButton, SecondaryButton } from "../accounts/forms/kit/buttons";
import {
  approveEntry,
  declineEntry,
  makeWinner,
  moderationQueue,
  type ModerationEntry,
  removeFromWall,
  restoreEntry,
} from "./api";
import { stateLabel } from "./messages";
import { ModerationActions, ModerationCard, ModerationList, useModeratorAction, when } from "./moderation-kit";
import { ReasonForm } from "./ReasonForm";
import { useEntryList } from "./use-entry-list";

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
  restored: "Put back on the wall",
  retitled: "Title changed",
};

function Entry({ entry, picture, onDone }: { entry: ModerationEntry; picture?: string; onDone: () => void }) {
  const { asking, setAsking, busy, problem, run } = useModeratorAction<"Decline" | "Remove">(onDone);
  const title = entry.title ?? "Untitled";

  return (
    <ModerationCard
      testId="moderation-entry"
      picture={picture}
      title={title}
      nickname={entry.nickname}
      problem={problem}
    >
      <p>
        by {entry.nickname} · sent {when(entry.created_at)} · {stateLabel(entry.state, entry.winner, entry.hidden)}
      </p>
      {entry.hidden === "moderator" && entry.hidden_reason ? <p>Reason given: {entry.hidden_reason}</p> : null}
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
            run(() => (asking === "Decline" ? declineEntry(entry.id, reason) : removeFromWall(entry.id, reason)))
          }
        />
      ) : (
        <ModerationActions>
          {entry.state === "waiting" ? (
            <>
              <PrimaryButton type="button" disabled={busy} onClick={() => run(() => approveEntry(entry))}>
                Approve
              </PrimaryButton>
              <SecondaryButton type="button" disabled={busy} onClick={() => setAsking("Decline")}>
                Decline
              </SecondaryButton>
            </>
          ) : (
            <>
              {entry.hidden ? (
                <PrimaryButton type="button" disabled={busy} onClick={() => run(() => restoreEntry(entry.id))}>
                  Restore to the wall
                </PrimaryButton>
              ) : entry.winner ? null : (
                <PrimaryButton type="button" disabled={busy} onClick={() => run(() => makeWinner(entry.id))}>
                  Make winner
                </PrimaryButton>
              )}
              <SecondaryButton type="button" disabled={busy} onClick={() => setAsking("Remove")}>
                Remove
              </SecondaryButton>
            </>
          )}
        </ModerationActions>
      )}
    </ModerationCard>
  );
}

function Section({
  id,
  heading,
  empty,
  entries,
  pictures,
  onDone,
}: {
  id: string;
  heading: string;
  empty?: string;
  entries: ModerationEntry[];
  pictures: Record<string, string>;
  onDone: () => void;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        {heading} ({entries.length})
      </h2>
      {entries.length === 0 && empty ? <p>{empty}</p> : null}
      <ModerationList data-testid={`moderation-${id}`}>
        {entries.map((e) => (
          <Entry key={e.id} entry={e} picture={pictures[e.entry_path]} onDone={onDone} />
        ))}
      </ModerationList>
    </section>
  );
}

/** `reload` changes when the reported list acted; `onChanged` tells the page this one did. */
export function ModerationQueue({ reload, onChanged }: { reload: number; onChanged: () => void }) {
  const { entries, pictures, failed } = useEntryList(moderationQueue, reload);

  if (failed) return <p role="alert">The queue could not be loaded. Check your connection and reload the page.</p>;
  if (!entries) return <p role="status">Loading the queue…</p>;
  const onDone = onChanged;
  const waiting = entries.filter((e) => e.state === "waiting");
  const hidden = entries.filter((e) => e.state !== "waiting" && e.hidden);
  const wall = entries.filter((e) => e.state !== "waiting" && !e.hidden);
  return (
    <>
      <Section
        id="queue"
        heading="Waiting for review"
        empty="Nothing is waiting. All caught up!"
        entries={waiting}
        pictures={pictures}
        onDone={onDone}
      />
      {hidden.length > 0 ? (
        <Section id="hidden" heading="Off the wall" entries={hidden} pictures={pictures} onDone={onDone} />
      ) : null}
      <Section id="wall" heading="On the wall" entries={wall} pictures={pictures} onDone={onDone} />
    </>
  );
}
