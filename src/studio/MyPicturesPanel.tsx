/**
 * `My pictures` on the account page: the member's studio pictures with thumbnails, newest change
 * first, each continued in the studio; the kept copies a conflict left (continue one, or remove
 * it); and an offer to keep in the account the pictures this browser coloured before signing in.
 */
import styled from "@emotion/styled";
import { useCallback, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useAuth } from "../accounts/client/auth-context";
import { loadAuthClient } from "../accounts/client/load-client";
import { FormAlert } from "../accounts/forms/kit/FormAlert";
import { PrimaryButton, SecondaryButton } from "../accounts/forms/kit/buttons";
import { TitledPanel } from "../accounts/forms/kit/panel";
import { colorPath } from "../components/Picture/sections";
import { activities, coloringPages } from "../content/catalogue/lazy-activities";
import {
  continueCopy,
  keepInAccount,
  listPictures,
  picturesToOffer,
  removeVersion,
  sendUnsent,
  type KeptPicture,
} from "./sync/account-pictures";
import { useRefreshAfterRender } from "../components/use-refresh-after-render";

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 200px));
  gap: 16px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  img,
  .blank {
    display: block;
    width: 100%;
    aspect-ratio: 17 / 22;
    object-fit: contain;
    border-radius: var(--radius-small);
    background: #fff;
    border: 1px solid rgb(0 0 0 / 0.12);
  }
  h3 {
    margin: 8px 0 2px;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 8px;
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const day = (ms: number) => new Date(ms).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

export function MyPicturesPanel() {
  const { user } = useAuth();
  const member = user?.id ?? null;
  const navigate = useNavigate();
  const [pictures, setPictures] = useState<KeptPicture[] | null>(null);
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [offer, setOffer] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    if (!member) return;
    try {
      const { supabase } = await loadAuthClient();
      const pages = coloringPages(await activities.load());
      setTitles(Object.fromEntries(pages.map((i) => [i.id, i.title])));
      await sendUnsent(supabase, member).catch(() => undefined);
      setPictures(await listPictures(supabase, member));
      setOffer(picturesToOffer());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [member]);

  useRefreshAfterRender(refresh);

  const titleOf = (page: string) => titles[page] ?? page;
  const act = async (what: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await what();
    } catch {
      setProblem(failure);
    }
    setBusy(false);
    await refresh();
  };
  const withClient = async (
    run: (s: Awaited<ReturnType<typeof loadAuthClient>>["supabase"], m: string) => Promise<unknown>,
  ) => run((await loadAuthClient()).supabase, member!);

  const main = pictures?.filter((p) => !p.copy) ?? [];
  const copies = pictures?.filter((p) => p.copy) ?? [];

  const item = (p: KeptPicture) => {
    const title = titleOf(p.page);
    return (
      <li key={`${p.page}.${p.rev}`} data-testid={p.copy ? "my-picture-copy" : "my-picture"}>
        {p.thumbnail ? (
          <img src={p.thumbnail} alt={`${title}${p.copy ? ", a kept copy" : ""}, as you left it`} loading="lazy" />
        ) : (
          <span className="blank" />
        )}
        <h3>{title}</h3>
        <p>
          {p.copy ? "Kept copy, changed" : "Changed"} {day(p.savedAt)}
        </p>
        <div className="actions">
          {p.copy ? (
            <>
              <SecondaryButton
                type="button"
                disabled={busy}
                aria-label={`Continue this copy of ${title}`}
                onClick={() =>
                  void act(async () => {
                    await withClient((s, m) => continueCopy(s, m, p));
                    await navigate(colorPath(p.page));
                  }, "The copy could not be opened. Please try again.")
                }
              >
                Continue this copy
              </SecondaryButton>
              <SecondaryButton
                type="button"
                disabled={busy}
                aria-label={`Remove this copy of ${title}`}
                onClick={() =>
                  void act(() => withClient((s, m) => removeVersion(s, m, p)), "The copy could not be removed.")
                }
              >
                Remove
              </SecondaryButton>
            </>
          ) : (
            <Link to={colorPath(p.page)} aria-label={`Continue coloring ${title}`}>
              Continue coloring
            </Link>
          )}
        </div>
      </li>
    );
  };

  return (
    <TitledPanel id="my-pictures" heading="My pictures" busy={pictures === null}>
      {offer.length > 0 ? (
        <div data-testid="my-pictures-offer">
          <p>
            {offer.length === 1 ? "A picture" : `${offer.length} pictures`} you colored in this browser before signing
            in {offer.length === 1 ? "is" : "are"} kept only here.
          </p>
          <PrimaryButton
            type="button"
            disabled={busy}
            onClick={() =>
              void act(
                () => withClient((s, m) => keepInAccount(s, m, offer)),
                "The pictures could not be kept in your account. Please try again.",
              )
            }
          >
            Keep {offer.length === 1 ? "it" : "them"} in my account
          </PrimaryButton>
        </div>
      ) : null}
      {pictures === null ? (
        failed ? null : (
          <p>Loading your pictures…</p>
        )
      ) : main.length === 0 ? (
        <p>
          No pictures yet. <Link to="/activities">Color a page in the studio</Link> and it is kept here, to carry on
          with on any device.
        </p>
      ) : (
        <List>{main.map(item)}</List>
      )}
      {copies.length > 0 ? (
        <>
          <h3>Kept copies</h3>
          <p>
            When a picture was changed on two devices at once, the later change became the picture and the other is kept
            here.
          </p>
          <List>{copies.map(item)}</List>
        </>
      ) : null}
      <FormAlert tone="error">
        {failed ? "Your pictures could not be loaded. Check your connection and reload the page." : problem}
      </FormAlert>
    </TitledPanel>
  );
}
