import { createStore, type StoreApi } from "zustand/vanilla";
import {
  appendEvents,
  cellAt,
  cursorArrow,
  cursorChoose,
  cursorFollow,
  type Direction,
  type EventLog,
  formatBest,
  type GameContext,
  type GameInstance,
  hiddenCursor,
  type GamePhase,
  type KeyboardCursor,
} from "@station/engine";
import { gridFor } from "./layout";
import { pairsFor } from "./modes";
import {
  MEMORY,
  choose,
  createMemory,
  describeCard,
  flipBack,
  newGame,
  winToastTitle,
  type MemoryEvent,
  type MemoryState,
} from "./rules";

/** The cursor keys, and the HUD's New Game. */
export type MemoryAction = Direction | "choose" | "new-game";
export type MemorySound = "flip" | "match" | "wrong" | "win";

/** The keyboard cursor (engine/kit/cursor) is on a card: shown by the first arrow, hidden by the pointer. */
export interface MemoryStore extends KeyboardCursor {
  readonly state: MemoryState;
  /** The last result, for the HUD's status line ("Match!", "Not a match", ...). */
  readonly status: string;
  /** What happened lately, for the view's effects (rules' events, newest last). */
  readonly events: EventLog<MemoryEvent>;
  choose(index: number): void;
  moveCursor(direction: Direction): void;
  /** Enter or Space: turns the card under the cursor (the first press only shows the cursor). */
  chooseAtCursor(): void;
  newGame(): void;
}

export interface MemoryGame extends GameInstance<MemoryAction> {
  readonly store: StoreApi<MemoryStore>;
  /** Game time, for the view's flip animation (it stops while the game is paused). */
  now(): number;
}

export const START_STATUS = `Find all ${MEMORY.pairs} pairs!`;

/** The status a fresh board starts with: the spec's words for its 8 pairs, the same for a smaller one. */
export const startStatus = (pairs: number) => `Find all ${pairs} pairs!`;

/**
 * The last pair's burst shows on the board before the end card covers it; the spec's toast
 * comes with the card, so the win is announced once.
 */
export const END_CARD_DELAY_MS = 800;

/** What the screen reader hears about the card under the cursor (nothing until it is shown). */
export function cursorAnnouncement(s: Pick<MemoryStore, "state" | "cursor" | "cursorVisible">): string {
  return s.cursorVisible ? describeCard(s.state, s.cursor) : "";
}

/** Memory's store over its rules: the rules decide; the store times, sounds and tells the player. */
export function createMemoryGame(context: GameContext<MemorySound>): MemoryGame {
  const { seed } = context;
  const { clock } = context;
  let flipBackTimer: number | null = null;
  let endTimer: number | null = null;
  /** Game time of the deal's first turned card: the end card tells how long the round took. */
  let startedAt: number | null = null;
  const cancelTimers = () => {
    if (flipBackTimer !== null) clock.cancel(flipBackTimer);
    if (endTimer !== null) clock.cancel(endTimer);
    flipBackTimer = endTimer = null;
  };
  // The card a pointer went down on: a tap turns it only if it comes up on the same card.
  let pressed: number | null = null;

  const store = createStore<MemoryStore>()((set, get) => ({
    state: createMemory(seed, pairsFor(context.mode)),
    ...hiddenCursor(),
    status: startStatus(pairsFor(context.mode)),
    events: [],
    choose(index) {
      const before = get().state;
      const { state, events } = choose(before, index);
      if (state === before) return;
      let status = get().status;
      for (const event of events) {
        if (event.type === "flipped") {
          startedAt ??= clock.now();
          context.sound("flip");
          // Cleared, so the next result is heard even when it is the same words again.
          status = "";
        } else if (event.type === "mismatched") {
          context.sound("wrong");
          status = "Not a match";
          context.announce(status);
          flipBackTimer = clock.schedule(() => {
            flipBackTimer = null;
            set({ state: flipBack(get().state) });
          }, MEMORY.mismatchFlipBackMs);
        } else if (event.type === "matched") {
          status = "Match!";
          // The last pair is announced with the end card, the win's own words.
          if (!events.some((e) => e.type === "won")) {
            context.sound("match");
            context.announce(status);
          }
        } else {
          context.sound("win");
          status = `You won in ${event.moves} moves!`;
          const { moves } = event;
          const seconds = Math.floor((clock.now() - (startedAt ?? clock.now())) / 1000);
          endTimer = clock.schedule(() => {
            endTimer = null;
            context.toast({ title: winToastTitle(moves) });
            context.endRound({
              outcome: "won",
              title: "You won!",
              lines: [
                `Pairs: ${state.pairs} of ${state.pairs}`,
                `Moves: ${moves}`,
                `Time: ${formatBest("seconds", seconds)}`,
              ],
              result: { value: moves },
            });
          }, END_CARD_DELAY_MS);
        }
      }
      set({ state, status, events: appendEvents(get().events, events) });
    },
    moveCursor(direction) {
      // The first arrow shows where the cursor is rather than moving it from somewhere unseen.
      set(
        cursorArrow(get(), direction, {
          columns: MEMORY.columns,
          count: get().state.cards.length,
          firstArrowShows: true,
        }),
      );
    },
    chooseAtCursor() {
      const { cursor, chosen } = cursorChoose(get());
      set(cursor);
      if (chosen !== null) get().choose(chosen);
    },
    newGame() {
      cancelTimers();
      startedAt = null;
      set({ state: newGame(get().state), status: startStatus(get().state.pairs) });
    },
  }));

  return {
    store,
    now: () => clock.now(),
    running: () => false,
    // Turn-based: the board itself invites the first move, so no start prompt; "over" holds the end card.
    phase: (): GamePhase => (store.getState().state.phase === "won" ? "over" : "playing"),
    playAgain: () => store.getState().newGame(),
    action({ action, kind }) {
      if (kind !== "press") return;
      const game = store.getState();
      if (action === "new-game") game.newGame();
      else if (action === "choose") game.chooseAtCursor();
      else game.moveCursor(action);
    },
    pointer({ kind, x, y }) {
      const index = cellAt(gridFor(store.getState().state.cards.length), { x, y });
      if (kind === "down") {
        pressed = index;
      } else if (kind === "up") {
        const tapped = pressed !== null && index === pressed ? index : null;
        pressed = null;
        if (tapped === null) return;
        // The pointer took over: the cursor hides but follows, so arrows carry on from here.
        store.setState(cursorFollow(store.getState(), tapped));
        store.getState().choose(tapped);
      } else if (kind === "cancel") {
        pressed = null;
      }
    },
    dispose: cancelTimers,
  };
}
