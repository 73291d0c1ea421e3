import styled from "@emotion/styled";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { loadAuthClient } from "../accounts/client/load-client";
import { Panel } from "../accounts/forms/kit/panel";
import { StickerArt } from "./ui/StickerArt";
import { formatEarnedDay } from "./ui/format-day";
import { accountStickersApi } from "./account-api";
import { findSticker } from "./art";
import type { EarnedMap } from "./local";
import { attachAccount } from "./store";

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    width: 96px;
    text-align: center;
    font-size: 0.85rem;
  }
`;

interface Received {
  entry_id: string;
  title: string | null;
  sticker_id: string;
  nickname: string;
}

type State =
  { kind: "loading" } | { kind: "error" } | { kind: "ready"; earned: EarnedMap; received: readonly Received[] };

/**
 * The member's sticker book as the account keeps it: what this browser earned is sent first (a
 * visitor who just signed up finds their stickers here), then read back from the account, with the
 * stickers members gave to their pictures on the wall, by nickname.
 */
export function StickersPanel() {
  const [state, setState] = useState<State>({ kind: "loading" });
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const { supabase } = await loadAuthClient();
        const api = accountStickersApi(supabase);
        await attachAccount(api);
        const [earned, received] = await Promise.all([api.fetchAll(), supabase.rpc("reactions_to_my_entries")]);
        if (!cancelled) setState({ kind: "ready", earned, received: (received.data ?? []) as Received[] });
      } catch {
        if (!cancelled) setState({ kind: "error" });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);
  const stickers =
    state.kind === "ready"
      ? Object.entries(state.earned)
          .map(([id, at]) => ({ sticker: findSticker(id), at }))
          .filter((s) => s.sticker)
          .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
      : [];
  return (
    <Panel aria-labelledby="account-stickers">
      <h2 id="account-stickers">My Stickers</h2>
      {state.kind === "loading" ? <p>Opening your sticker book…</p> : null}
      {state.kind === "error" ? (
        <p>Your stickers could not be loaded just now. They are safe; try again later.</p>
      ) : null}
      {state.kind === "ready" ? (
        <>
          {stickers.length === 0 ? (
            <p>No stickers yet. Play a game, colour a page or read an article to find your first.</p>
          ) : (
            <List aria-label="My stickers" data-testid="account-stickers">
              {stickers.map(({ sticker, at }) => (
                <li key={sticker!.id}>
                  <StickerArt sticker={sticker!} earned size={72} />
                  <span>{sticker!.name}</span>
                  <time dateTime={at}>{formatEarnedDay(at)}</time>
                </li>
              ))}
            </List>
          )}
          {state.received.length > 0 ? (
            <>
              <h3>Stickers on your pictures</h3>
              <ul>
                {state.received.map((r) => (
                  <li key={`${r.entry_id}-${r.nickname}-${r.sticker_id}`}>
                    {r.nickname} gave {findSticker(r.sticker_id)?.name ?? "a sticker"} to {r.title ?? "your picture"}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p>
            <Link to="/stickers">Open the whole sticker book</Link>
          </p>
        </>
      ) : null}
    </Panel>
  );
}
export default StickersPanel;
