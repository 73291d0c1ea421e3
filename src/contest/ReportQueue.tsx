/**
 * Reported entries on /moderation, oldest report first: the picture, the reasons and notes (how
 * many members reported, never who), and what a moderator may do: dismiss the reports (the entry
 * stays or comes back), hide it or remove it with a reason its member reads, or reset the
 * member's nickname with a reason. The functions behind each check the moderator again.
 */
import styled from "@emotion/styled";
import { useState } from "react";
import { PrimaryButton, SecondaryButton } from "../accounts/forms/kit/buttons";
import { FormAlert } from "../accounts/forms/kit/FormAlert";
import { dismissReports, hideEntry, removeFromWall, reportQueue, type ReportedEntry, resetNickname } from "./api";
import { ReasonForm } from "./ReasonForm";
import { reasonLabel } from "./report-reasons";
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
    border: 2px solid #ffb38a;
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
  ul {
    margin: 8px 0;
    padding-left: 1.2em;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 8px;
`;

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

type Asking = "Hide" | "Remove" | "Reset nickname";

function Reported({ entry, picture, onDone }: { entry: ReportedEntry; picture?: string; onDone: () => void }) {
  const [asking, setAsking] = useState<Asking | null>(null);
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

  const send = (reason: string) =>
    void run(() =>
      asking === "Hide"
        ? hideEntry(entry.id, reason)
        : asking === "Remove"
          ? removeFromWall(entry.id, reason)
          : resetNickname(entry.id, reason),
    );

  return (
    <li data-testid="reported-entry">
      {picture ? <img src={picture} alt={`${title} by ${entry.nickname}`} /> : <span />}
      <div>
        <h3>{title}</h3>
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
          <Actions>
            <PrimaryButton type="button" disabled={busy} onClick={() => void run(() => dismissReports(entry.id))}>
              Dismiss reports
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
          </Actions>
        )}
        <FormAlert tone="error">{problem}</FormAlert>
      </div>
    </li>
  );
}

export function ReportQueue() {
  const { entries, pictures, failed, refresh } = useEntryList(reportQueue);

  return (
    <section aria-labelledby="reports-heading">
      <h2 id="reports-heading">Reported ({entries?.length ?? "…"})</h2>
      {failed ? <p role="alert">The reports could not be loaded. Check your connection and reload the page.</p> : null}
      {!entries && !failed ? <p role="status">Loading the reports…</p> : null}
      {entries?.length === 0 ? <p>No reports to look at.</p> : null}
      <List data-testid="report-queue">
        {entries?.map((e) => (
          <Reported key={e.id} entry={e} picture={pictures[e.entry_path]} onDone={() => void refresh()} />
        ))}
      </List>
    </section>
  );
}
