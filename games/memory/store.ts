import { createStore, type StoreApi } from "zustand/vanilla";
import {
  cellAt,
  cursorArrow,
  cursorChoose,
  cursorFollow,
  type Direction,
  freshSeed,
  type GameContext,
  type GameInstance,
  hiddenCursor,
  type KeyboardCursor,
} from "../../engine";
import { GRID } from "./layout";
import {
  MEMORY,
  choose,
  createMemory,
  describeCard,
  flipBack,
  newGame,
  winToastTitle,
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

/** What the screen reader hears about the card under the cursor (nothing until it is shown). */
export function cursorAnnouncement(s: Pick<MemoryStore, "state" | "cursor" | "cursorVisible">): string {
  return s.cursorVisible ? describeCard(s.state, s.cursor) : "";
}

/** Memory's store over its rules: the rules decide; the store times, sounds and tells the player. */
export function createMemoryGame(context: GameContext<MemorySound>, seed: number = freshSeed()): MemoryGame {
  const { clock } = context;
  let flipBackTimer: number | null = null;
  // The card a pointer went down on: a tap turns it only if it comes up on the same card.
  let pressed: number | null = null;

  const store = createStore<MemoryStore>()((set, get) => ({
    state: createMemory(seed),
    ...hiddenCursor(),
    status: START_STATUS,
    choose(index) {
      const before = get().state;
      const { state, events } = choose(before, index);
      if (state === before) return;
      let status = get().status;
      for (const event of events) {
        if (event.type === "flipped") {
          context.sound("flip");
          // Cleared, so the next result is heard even when it is the same words again.
          status = "";
        } else if (event.type === "mismatched") {
          context.sound("wrong");
          status = "Not a match";
          flipBackTimer = clock.schedule(() => {
            flipBackTimer = null;
            set({ state: flipBack(get().state) });
          }, MEMORY.mismatchFlipBackMs);
        } else if (event.type === "matched") {
          status = "Match!";
          if (!events.some((e) => e.type === "won")) context.sound("match");
        } else {
          context.sound("win");
          status = `You won in ${event.moves} moves!`;
          context.toast({ title: winToastTitle(event.moves) });
          context.reportRound({ value: event.moves });
        }
      }
      set({ state, status });
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
      if (flipBackTimer !== null) clock.cancel(flipBackTimer);
      flipBackTimer = null;
      set({ state: newGame(get().state), status: START_STATUS });
    },
  }));

  return {
    store,
    now: () => clock.now(),
    running: () => false,
    action({ action, kind }) {
      if (kind !== "press") return;
      const game = store.getState();
      if (action === "new-game") game.newGame();
      else if (action === "choose") game.chooseAtCursor();
      else game.moveCursor(action);
    },
    pointer({ kind, x, y }) {
      const index = cellAt(GRID, { x, y });
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
    dispose() {
      if (flipBackTimer !== null) clock.cancel(flipBackTimer);
      flipBackTimer = null;
    },
  };
}
