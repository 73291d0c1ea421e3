/**
 * `My contest entries` on the account page: each entry's picture (a signed link to the private
 * original), title, date and state, the reason when it was not accepted, and Withdraw, which
 * removes the entry and its files at once whatever its state. An entry off the wall says why and
 * invites its member to change the title (a moderator then looks again).
 */
import styled from "@emotion/styled";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { SecondaryButton } from "../accounts/forms/kit/buttons";
import { TitledPanel } from "../accounts/forms/kit/panel";
import { FormAlert } from "../accounts/forms/kit/FormAlert";
import { myEntries, type MyEntry, withdrawEntry } from "./api";
import { HIDDEN_TEXT, stateLabel } from "./messages";
import { RetitleForm } from "./RetitleForm";
import { useEntryList } from "./use-entry-list";

const List = styled.ul`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    grid-template-columns: 96px 1fr;
    gap: 14px;
    align-items: start;
  }
  img,
  .blank {
    display: block;
    width: 96px;
    height: 96px;
    object-fit: contain;
    border-radius: var(--radius-small);
    background: #fff;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 6px;
  }
`;

const State = styled.strong`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  background: rgb(201 182 255 / 0.2);
`;

const day = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { dateStyle: "medium" });

/**
 * `onWaiting` hears whether an entry waits for review or was taken off the wall, so the account
 * page can put this first.
 */
export function MyEntriesPanel({ onWaiting }: { onWaiting?: (waiting: boolean) => void }) {
  const { entries, pictures, failed, refresh } = useEntryList(myEntries);
  const waiting = entries?.some((e) => e.state === "waiting" || (e.state === "approved" && e.hidden)) ?? false;
  useEffect(() => onWaiting?.(waiting), [onWaiting, waiting]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  async function withdraw(entry: MyEntry) {
    setBusy(entry.id);
    setProblem(null);
    const { error } = await withdrawEntry(entry);
    setBusy(null);
    if (error) return setProblem("The entry could not be withdrawn. Please try again.");
    await refresh();
  }

  return (
    <TitledPanel id="my-contest-entries" heading="My contest entries" busy={entries === null}>
      {entries === null ? (
        <p>Loading your entries…</p>
      ) : entries.length === 0 ? (
        <p>
          You have not entered the coloring contest yet. <Link to="/activities">Color a page and send it in!</Link>
        </p>
      ) : (
        <List>
          {entries.map((entry) => {
            const title = entry.title ?? "Untitled";
            return (
              <li key={entry.id} data-testid="my-contest-entry">
                {pictures[entry.entry_path] ? (
                  <img src={pictures[entry.entry_path]} alt={title} />
                ) : (
                  <span className="blank" />
                )}
                <div>
                  <h3>{title}</h3>
                  <p>
                    Sent {day(entry.created_at)} · <State>{stateLabel(entry.state, entry.winner, entry.hidden)}</State>
                  </p>
                  {entry.decline_reason && (entry.state === "declined" || entry.state === "removed") ? (
                    <p>Reason: {entry.decline_reason}</p>
                  ) : null}
                  {entry.state === "approved" && entry.hidden === "moderator" && entry.hidden_reason ? (
                    <p>Reason: {entry.hidden_reason}</p>
                  ) : null}
                  {entry.state === "approved" && entry.hidden ? (
                    <p>{entry.hidden === "reports" ? HIDDEN_TEXT.byReports : HIDDEN_TEXT.byModerator}</p>
                  ) : null}
                  {editing === entry.id ? (
                    <RetitleForm
                      entryId={entry.id}
                      title={entry.title}
                      onCancel={() => setEditing(null)}
                      onSaved={() => {
                        setEditing(null);
                        void refresh();
                      }}
                    />
                  ) : null}
                  {entry.state === "approved" && entry.hidden && editing !== entry.id ? (
                    <SecondaryButton
                      type="button"
                      disabled={busy !== null}
                      aria-label={`Change the title of ${title}`}
                      onClick={() => setEditing(entry.id)}
                    >
                      Change the title
                    </SecondaryButton>
                  ) : null}{" "}
                  <SecondaryButton
                    type="button"
                    disabled={busy !== null}
                    aria-label={`Withdraw ${title}`}
                    onClick={() => void withdraw(entry)}
                  >
                    {busy === entry.id ? "Withdrawing…" : "Withdraw"}
                  </SecondaryButton>
                </div>
              </li>
            );
          })}
        </List>
      )}
      <FormAlert tone="error">
        {failed ? "Your entries could not be loaded. Check your connection and reload the page." : problem}
      </FormAlert>
    </TitledPanel>
  );
}
