/**
 * The sticker book at work on every page, loaded once the page has settled (src/app/SettledWork.tsx): it
 * listens to station events, applies the rules, keeps the book (and a member's account) up to
 * date, and shows each new sticker once: on a game page the board itself shows it (the engine's
 * corner badge, after the round), elsewhere a toast that never covers a drawing.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";
import { games } from "../../games/index";
import { gameStickerLists } from "../../games/stickers";
import { useAuth } from "../accounts/client/auth-context";
import { useAccountAttachment } from "../accounts/client/use-account-attachment";
import { toast, useToastStore } from "../toast/toast-store";
import { accountStickersApi } from "./account-api";
import { findSticker, stickerArt } from "./art";
import { currentBoard, onBoardChange } from "./board-awards";
import { parseDailyStickerId } from "./catalogue";
import { onStationEvent, reportStationEvent, type StationEvent } from "./events";
import type { GameStickerRule } from "./rules";
import {
  attachAccount,
  handleEvent,
  loadLocalBook,
  syncNow,
  useStickerStore,
  type Arrival,
  type ContextSource,
} from "./store";
import { localDay, pickOfDay } from "./today";
import { coloringPagesList } from "./todays-picks";

const gameStickers: GameStickerRule[] = games.flatMap((g) =>
  (gameStickerLists.get(g.id) ?? []).map((s) => ({ game: g.id, id: s.id, earnedBy: s.earnedBy })),
);

let pageIds: readonly string[] = [];
const context: ContextSource = () => ({
  gameStickers,
  allGames: games.map((g) => g.id),
  // The same walk as the home page's row (todays-picks), over the same ids in the same order.
  pageOfDay: (day) => (pageIds.length > 0 ? pickOfDay(day, "coloring", pageIds) : ""),
});

const onGamePage = () => /^\/games\/[^/]+\/?$/.test(window.location.pathname);

/**
 * Whether a game page's board is between rounds: stickers wait for a round's end card there. A
 * game page starts as mid-round (its first round may begin any moment).
 */
let roundOver = true;

/** Earned by arriving: it waits quietly in the book rather than greeting every first page with a toast. */
const QUIET = new Set(["hello"]);

/** A new sticker in words and picture, or null when it is not to be shown (a quiet one, or said with another). */
function describe(arrival: Arrival, batch: readonly Arrival[]) {
  if (QUIET.has(arrival.id)) return null;
  const daily = parseDailyStickerId(arrival.id);
  const baseId = daily ? (daily.activity === "coloring" ? "todays-picture" : "todays-puzzle") : arrival.id;
  // A first day's sticker comes with the general one: one toast says both.
  if (daily && batch.some((a) => a.id === baseId && a.at === arrival.at)) return null;
  const sticker = findSticker(baseId);
  if (!sticker) return null;
  // The size the service worker keeps for offline (AVIF, which every current browser reads), so a
  // sticker earned offline still shows its picture.
  const image = stickerArt(sticker.art)?.variants.find((v) => v.type === "image/avif" && v.width >= 120)?.src;
  const title = `New sticker: ${sticker.name}`;
  const description = daily ? "Today's sticker is in your book." : `${sticker.hint}. It's in your sticker book.`;
  return { id: arrival.id, name: sticker.name, title, description, image };
}

function presentNext(): void {
  const { arrivals } = useStickerStore.getState();
  const board = onGamePage() ? currentBoard() : null;
  if (board) {
    // The board holds them until its round is over, and shows and announces each once.
    if (arrivals.length === 0) return;
    useStickerStore.setState({ arrivals: [] });
    for (const arrival of arrivals) {
      const shown = describe(arrival, arrivals);
      if (shown) {
        board({
          id: shown.id,
          name: shown.name,
          picture: shown.image,
          words: `${shown.title}. ${shown.description}`,
        });
      }
    }
    return;
  }
  // A game page whose board has not started yet: its stickers wait for a round's end.
  if (onGamePage() && !roundOver) return;
  if (useToastStore.getState().current) return;
  const next = arrivals[0];
  if (!next) return;
  useStickerStore.setState({ arrivals: arrivals.slice(1) });
  const shown = describe(next, arrivals);
  if (shown) toast({ title: shown.title, description: shown.description, image: shown.image });
}

function watchArticleEnd(): () => void {
  const end = document.querySelector<HTMLElement>("[data-article-end]");
  if (!end || typeof IntersectionObserver === "undefined") return () => undefined;
  const slug = end.dataset.articleEnd ?? "";
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect();
      reportStationEvent({ kind: "article-read", slug });
    }
  });
  observer.observe(end);
  return () => observer.disconnect();
}

export default function StickerRuntime() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const { pathname } = useLocation();

  useEffect(() => {
    loadLocalBook();
    void coloringPagesList().then((pages) => {
      pageIds = pages.map((p) => p.id);
    });
    const off = onStationEvent((event: StationEvent) => {
      // A game's own moment happens mid-round; its sticker waits for the round's end card.
      if (event.kind === "game-moment") roundOver = false;
      if (event.kind === "round-finished") roundOver = true;
      handleEvent(event, context);
      presentNext();
    });
    const offArrivals = useStickerStore.subscribe(presentNext);
    const offBoard = onBoardChange(presentNext);
    const offToasts = useToastStore.subscribe((s) => {
      if (!s.current) presentNext();
    });
    const online = () => void syncNow();
    window.addEventListener("online", online);
    // Says the book is listening (browser tests wait for it rather than for a time).
    document.documentElement.dataset.stickerBook = "ready";
    return () => {
      off();
      offArrivals();
      offBoard();
      offToasts();
      window.removeEventListener("online", online);
    };
  }, []);

  useEffect(() => {
    roundOver = !onGamePage();
    reportStationEvent({ kind: "page-visited", path: pathname });
    if (pathname.startsWith("/self-help/picture/")) {
      reportStationEvent({ kind: "poster-opened", id: pathname.slice("/self-help/picture/".length) });
    }
    return watchArticleEnd();
  }, [pathname]);

  useAccountAttachment(userId, attachAccount, accountStickersApi);

  return null;
}

/** The day a sticker was earned, in the reader's words. */
export const earnedDay = (iso: string) => localDay(new Date(iso));
