/**
 * Reported entries on /moderation, oldest report first: the picture, the reasons and notes (how
 * many members reported, never who), and what a moderator may do: dismiss the reports (the entry
 * stays or comes back), hide it or remove it with a reason its member reads, or reset the
 * member's nickname with a reason. The functions behind each check the moderator again.
 */
import { PrimaryButton, SecondaryButton } from "../accounts/forms/kit/buttons";
import { dismissReports, hideEntry, removeFromWall, reportQueue, type ReportedEntry, resetNickname } from "./api";
import { ModerationActions, ModerationCard, ModerationList, useModeratorAction, when } from "./moderation-kit";
import { ReasonForm } from "./ReasonForm";
import { reasonLabel } from "./report-reasons";
import { useEntryList } from "./use-entry-list";

type Asking = "Hide" | "Remove" | "Reset nickname";

function Reported({ entry, picture, onDone }: { entry: ReportedEntry; picture?: string; onDone: () => void }) {
  const { asking, setAsking, busy, problem, run } = useModeratorAction<Asking>(onDone);
  const title = entry.title ?? "Untitled";

  const send = (reason: string) =>
    run(() =>
      asking === "Hide"
        ? hideEntry(entry.id, reason)
        : asking === "Remove"
          ? removeFromWall(entry.id, reason)
          : resetNickname(entry.id, reason),
    );

  return (
    <ModerationCard testId="reported-entry" picture={picture} title={title} nickname={entry.nickname} problem={problem}>
      <p>
        by {entry.nickname} · reported by {entry.reporters} {entry.reporters === 1 ? "member" : "members"}, first{" "}
        {when(entry.first_reported_at)}
        {entry.hidden === "reports" ? " · Hidden from the wall until you decide" : ""}
      </p>
      <ul aria-label={`Reports on ${title}`}>
        {entry.reports.map((r, i) => (
          <li key={i}>
            <strong>{reasonLabel(r.reason)}</strong>, {when(r.at)}
            {r.note ? `: “${r.note}”` : ""}
          </li>
        ))}
      </ul>
      {asking ? (
        <ReasonForm action={asking} busy={busy} onCancel={() => setAsking(null)} onSend={send} />
      ) : (
        <ModerationActions>
          <PrimaryButton type="button" disabled={busy} onClick={() => run(() => dismissReports(entry.id))}>
            {entry.hidden === "reports" ? "Dismiss reports and restore" : "Dismiss reports"}
          </PrimaryButton>
          <SecondaryButton type="button" disabled={busy} onClick={() => setAsking("Hide")}>
            Hide
          </SecondaryButton>
          <SecondaryButton type="button" disabled={busy} onClick={() => setAsking("Remove")}>
            Remove
          </SecondaryButton>
          <SecondaryButton type="button" disabled={busy} onClick={() => setAsking("Reset nickname")}>
            Reset nickname
          </SecondaryButton>
        </ModerationActions>
      )}
    </ModerationCard>
  );
}

/** `reload` changes when the other list acted; `onChanged` tells the page this one did. */
export function ReportQueue({ reload, onChanged }: { reload: number; onChanged: () => void }) {
  const { entries, pictures, failed } = useEntryList(reportQueue, reload);

  return (
    <section aria-labelledby="reports-heading">
      <h2 id="reports-heading">Reported ({entries?.length ?? "…"})</h2>
      {failed ? <p role="alert">The reports could not be loaded. Check your connection and reload the page.</p> : null}
      {!entries && !failed ? <p role="status">Loading the reports…</p> : null}
      {entries?.length === 0 ? <p>No reports to look at.</p> : null}
      <ModerationList tone="reported" data-testid="report-queue">
        {entries?.map((e) => (
          <Reported key={e.id} entry={e} picture={pictures[e.entry_path]} onDone={onChanged} />
        ))}
      </ModerationList>
    </section>
  );
}
