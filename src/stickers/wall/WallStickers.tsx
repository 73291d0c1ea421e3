/**
 * Under each picture on the contest wall: the stickers it received (each once, no counts, no
 * names), and for a signed-in member, "Give a sticker" from their own book. Choosing a sticker
 * gives it; the given one shows pressed, and choosing it again takes it back. One per member per
 * picture: choosing another gives that one instead. A member's own picture offers nothing to give
 * (the database refuses it too) and says where its senders are listed.
 */
import styled from "@emotion/styled";
import { useEffect, useId, useState } from "react";
import { useAuth } from "../../accounts/client/auth-context";
import { quietButtonCss } from "../../components/quiet-button";
import { StickerArt } from "../ui/StickerArt";
import { findSticker } from "../art";
import { loadMember, loadOwn, loadReceived, toggleSticker, useWallStickers } from "./wall-store";

const Wrap = styled.div`
  display: grid;
  gap: 8px;
`;

const Received = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Toggle = styled.button`
  justify-self: start;
  ${quietButtonCss}
  &:hover {
    background: rgb(255 255 255 / 0.08);
  }
`;

const Choices = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: grid;
    place-items: center;
    min-width: 56px;
    min-height: 56px;
    padding: 3px;
    border: 2px solid transparent;
    border-radius: var(--radius-small);
    background: rgb(255 255 255 / 0.06);
    cursor: pointer;
  }
  button[aria-pressed="true"] {
    border-color: var(--butter);
    background: rgb(255 229 158 / 0.18);
  }
  button:disabled {
    cursor: progress;
  }
`;

const Note = styled.p`
  && {
    color: var(--text-muted);
    font-size: 0.95rem;
  }
`;

function problemWords(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === "22023") return "That sticker isn't in your book on the account yet. Try again in a moment.";
  if (code === "PT404") return "That picture is no longer on the wall.";
  if (code === "PT403") return "This is your own picture: its stickers come from other members.";
  return "The sticker could not be given just now. Check your connection and try again.";
}

export default function WallStickers({ entryId, label }: { entryId: string; label: string }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const received = useWallStickers((s) => s.received.get(entryId));
  const given = useWallStickers((s) => s.given?.get(entryId) ?? null);
  const mine = useWallStickers((s) => s.mine);
  const mineFailed = useWallStickers((s) => s.mineFailed);
  const own = useWallStickers((s) => (s.own === null ? null : s.own.has(entryId)));
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState("");
  const choicesId = useId();

  useEffect(() => {
    void loadReceived();
  }, []);
  useEffect(() => {
    if (userId) void loadOwn(userId);
  }, [userId]);
  useEffect(() => {
    if (userId && open) void loadMember(userId);
  }, [userId, open]);

  async function choose(stickerId: string) {
    setBusy(true);
    try {
      const now = await toggleSticker(entryId, stickerId);
      const name = findSticker(now ?? stickerId)?.name ?? "The sticker";
      setSaid(now ? `You gave ${name} to ${label}.` : `You took back ${name}.`);
    } catch (error) {
      setSaid(problemWords(error));
    } finally {
      setBusy(false);
    }
  }

  const stickers = (received ?? []).map(findSticker).filter((s) => s !== undefined);
  return (
    <Wrap data-testid="wall-stickers">
      {stickers.length > 0 ? (
        <Received aria-label={`Stickers given to ${label}`}>
          {stickers.map((sticker) => (
            <li key={sticker.id} title={sticker.name}>
              <StickerArt sticker={sticker} earned size={40} />
              <span className="visually-hidden">{sticker.name}</span>
            </li>
          ))}
        </Received>
      ) : null}
      {userId && own ? (
        <Note data-testid="own-picture-note">
          This is your picture, so there is no sticker to give here: other members give it theirs, and My Account shows
          who sent them.
        </Note>
      ) : null}
      {userId && own === false ? (
        <>
          <Toggle type="button" aria-expanded={open} aria-controls={choicesId} onClick={() => setOpen((o) => !o)}>
            {given ? "Your sticker" : "Give a sticker"}
            <span className="visually-hidden"> to {label}</span>
          </Toggle>
          <div id={choicesId} hidden={!open}>
            {open && mine === null && !mineFailed ? <Note>Opening your sticker book…</Note> : null}
            {open && mineFailed ? <Note role="alert">Your stickers could not be loaded. Try again later.</Note> : null}
            {open && mine?.length === 0 ? <Note>Earn a sticker first: play a game or colour a page.</Note> : null}
            {open && mine && mine.length > 0 ? (
              <Choices aria-label={`Your stickers to give to ${label}`}>
                {mine.map((id) => {
                  const sticker = findSticker(id)!;
                  return (
                    <li key={id}>
                      <button
                        type="button"
                        aria-pressed={given === id}
                        disabled={busy}
                        onClick={() => void choose(id)}
                        title={sticker.name}
                      >
                        <StickerArt sticker={sticker} earned size={44} />
                        <span className="visually-hidden">{sticker.name}</span>
                      </button>
                    </li>
                  );
                })}
              </Choices>
            ) : null}
          </div>
          <Note role="status">{said}</Note>
        </>
      ) : null}
    </Wrap>
  );
}
