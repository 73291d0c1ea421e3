import type { ComponentType } from "react";
import type { GameMode, GameSpeed, RoundResult } from "./best";
import type { GameClock } from "../loop/game-clock";

/** What an action is doing: pressed now, or let go (held actions such as "move left"). */
export interface ActionEvent<A extends string = string> {
  readonly action: A;
  readonly kind: "press" | "release";
}

/** Where input stands during a step: actions held down, and a dragged pointer in logical units. */
export interface InputSnapshot<A extends string = string> {
  readonly held: ReadonlySet<A>;
  readonly pointer: { readonly x: number; readonly y: number } | null;
}

/** A swipe's or a pad button's direction; a game maps each to an action (`directions`). */
export type Direction = "up" | "down" | "left" | "right";

/**
 * A pointer (mouse, finger, pen) on the surface, in logical game units: pressed, moved while
 * pressed (captured, so it keeps coming when the finger leaves the surface), lifted, or taken by
 * the browser ("cancel"). Turn-based games pick cards, cells and letters from these.
 */
export interface PointerInput {
  readonly kind: "down" | "move" | "up" | "cancel";
  readonly x: number;
  readonly y: number;
}

/**
 * One piece of input in the queue, in the order it happened: an action (a key, swipe, pad or HUD
 * button), a pointer event on the surface, or "play" (a tap on the surface: `GameInstance.activate`).
 * The loop hands each to the game (engine/runtime/game-loop), never while the game is paused.
 */
export type QueuedInput<A extends string = string> =
  ActionEvent<A> | { readonly pointer: PointerInput } | { readonly activate: true };

/**
 * How a HUD (or aside) button acts on its game: it names an action, which goes into the input
 * queue as a key would (a key's press and release at once), instead of calling the store.
 */
export type Dispatch<A extends string = string> = (action: A) => void;

/** A short message a game raises (GameContext.toast); the site shows it in its toaster. */
export interface GameToast {
  readonly title: string;
  readonly description?: string;
}

/**
 * Where a round stands, as the engine needs to know it: "ready" and "paused" show the one start
 * prompt on the board ("Tap to play" / "Press Space or Enter to play"), "over" keeps the end card
 * up, and leaving "over" takes it down.
 */
export type GamePhase = "ready" | "playing" | "paused" | "over";

/**
 * How a round ended (`GameContext.endRound`): the engine draws the shared end card on the board,
 * celebrates a won round and softens a lost one, announces it once, and with `result` reports
 * the round to the site's bests (as `reportRound`), showing the best and "New best!" on the card.
 */
export interface RoundEnd {
  readonly outcome: "won" | "lost" | "over";
  /** "Game Over", "You won!" */
  readonly title: string;
  /** The result in words, one line each: "Score: 120", "Moves: 14", "Level 3". */
  readonly lines: readonly string[];
  readonly result?: RoundResult;
}

/** What the engine hands a game when it starts: its only way to reach time, sound and the page. */
export interface GameContext<Sound extends string = string> {
  readonly clock: GameClock;
  /**
   * Where the game's random draws start (engine/kit/random): fresh each visit, or the page's
   * `?seed=` so a test or a bug report replays the same deal.
   */
  readonly seed: number;
  readonly sound: (name: Sound) => void;
  readonly toast: (toast: GameToast) => void;
  /**
   * A round ended with this figure (the score at Game Over, the moves of a won Memory board).
   * The site decides whether it is a new best, keeps it, syncs it, and raises the best's toast.
   * Only games whose registry entry declares a `best` (their best.ts) call it.
   */
  readonly reportRound: (result: RoundResult) => void;
  /**
   * The round is over: the engine shows the shared end card on the board (see `RoundEnd`); its
   * Play again (Enter, Space, a tap) calls `GameInstance.playAgain` (or `activate`). With a
   * `result`, do not also call `reportRound`.
   */
  readonly endRound: (end: RoundEnd) => void;
  /**
   * Says `text` once to assistive technology through the host's one polite live region. Toasts
   * are announced there already (the page shows a game's toasts without announcing them), and so
   * is the end card: use this for events that raise neither ("Level 2").
   */
  readonly announce: (text: string) => void;
  /**
   * A moment of the game's own that may earn one of its stickers (games/<id>/stickers.ts,
   * `earnedBy: { moment }`), e.g. Word Search's word found backwards. The site decides; a sticker
   * earned mid-round waits for the round's end card.
   */
  readonly moment: (name: string) => void;
  /**
   * The pace the player chose, for a game with `adjustableSpeed` (1 otherwise). The engine already
   * runs game time and fixed steps at this rate: a game reads it only to show it.
   */
  readonly speed: GameSpeed;
  /**
   * The calm mode the player chose (one of the definition's `modes`), or undefined for the spec's
   * own play. Fixed for the life of the instance: choosing another mode mounts the game afresh.
   */
  readonly mode: string | undefined;
  /** Small preferences kept in the browser (a chosen difficulty), under the game's own prefix. Bests never go here. */
  readonly storage: {
    get(key: string): string | null;
    set(key: string, value: string): void;
  };
}

/** A running game: its store and the calls the engine makes into it. */
export interface GameInstance<A extends string = string> {
  /** Whether fixed steps run now (e.g. only while "playing"). */
  running(): boolean;
  /** One fixed step of the game's rules. */
  step?(input: InputSnapshot<A>): void;
  /** The current step length, when it changes with play (Snake speeds up). */
  stepMs?(): number;
  /** A discrete input: a key, a swipe, a pad button, a HUD button (`Dispatch`). */
  action?(event: ActionEvent<A>): void;
  /** The player pressed or tapped "play" on the surface. */
  activate?(): void;
  /**
   * Where the round stands (see `GamePhase`); the engine reads it every frame. A game without it
   * gets no start prompt and keeps its end card until `playAgain`.
   */
  phase?(): GamePhase;
  /** The end card's Play again: start the next round. `activate` when absent. */
  playAgain?(): void;
  /** Pointer presses, drags and lifts on the surface; never called while the game is paused. */
  pointer?(event: PointerInput): void;
  dispose?(): void;
}

/** The drawing side, made by the game's view factory; the engine calls `draw` once per frame. */
export interface GameView {
  /** Returns false when nothing visible changed, so the frame need not be rendered. */
  draw(alpha: number): boolean;
  /** Releases what the view holds outside `scene.root`; the engine destroys the scene itself. */
  destroy?(): void;
}

/**
 * The typed contract of a game. `Scene` is the render layer's scene type (engine/render),
 * left generic here so the core stays free of PixiJS.
 */
export interface GameDefinition<
  Id extends string = string,
  A extends string = string,
  Sound extends string = string,
  G extends GameInstance<A> = GameInstance<A>,
  Scene = unknown,
> {
  readonly id: Id;
  readonly title: string;
  readonly howToPlay: { readonly keyboard: readonly string[]; readonly touch: readonly string[] };
  /** Logical size in game units; the surface keeps this aspect ratio at any size. */
  readonly size: { readonly width: number; readonly height: number };
  /** Fixed step length in ms, or null for an event-driven game. */
  readonly stepMs: number | null;
  /**
   * Keys (KeyboardEvent.key, letters in lower case) for each action. An action only a HUD button
   * sends (New Game) has no keys: `[]`.
   */
  readonly keys: { readonly [K in A]: readonly string[] };
  /** Swipes and the on-screen pad send these actions; no pad when absent. */
  readonly directions?: { readonly [D in Direction]?: NoInfer<A> };
  /**
   * The game offers the player a gentler pace (`GameSpeed`): the host's `speed` then applies to
   * its game time and fixed steps. Without it the game always runs at 1.
   */
  readonly adjustableSpeed?: boolean;
  /**
   * Calm ways to play beside the spec's (see `GameMode`), offered in the page's Mode picker; the
   * game reads the chosen one from `GameContext.mode`. The registry entry declares the same list.
   */
  readonly modes?: readonly GameMode[];
  /** Where the start prompt's centre sits, in logical units (clear of labels); mid-board when absent. */
  readonly promptY?: number;
  /** Report a dragged pointer (logical units) to `step`. */
  readonly drag?: boolean;
  readonly sounds: readonly Sound[];
  readonly create: (context: GameContext<Sound>) => G;
  readonly view: (game: G, scene: Scene) => GameView;
  /** The game's HTML controls and figures; its buttons act through `dispatch`, as keys do. */
  readonly Hud: ComponentType<{ game: G; dispatch: Dispatch<NoInfer<A>> }>;
  /**
   * Optional HTML beside the board (a word list): next to the stage on wide screens (from
   * 1024px), below it on narrow ones.
   */
  readonly Aside?: ComponentType<{ game: G; dispatch: Dispatch<NoInfer<A>> }>;
  /**
   * The game's rules state as plain data, read only. Test tools read it (the monkey checks each
   * game's invariants.ts against it through `?monkey`, see engine/runtime/monkey-hook.ts). When
   * absent, the `state` in the instance's Zustand `store` (see `inspectGame`).
   */
  readonly inspect?: (game: G) => unknown;
}

/** Any game, as the host sees it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDefinition = GameDefinition<string, any, string, any, any>;

/**
 * Declares a game. The identity function is the point: the compiler checks every field against
 * the contract and keeps the literal id, which the registry matches against its entry.
 */
export function defineGame<
  const Id extends string,
  A extends string,
  Sound extends string,
  G extends GameInstance<A>,
  Scene,
>(definition: GameDefinition<Id, A, Sound, G, Scene>): GameDefinition<Id, A, Sound, G, Scene> {
  return definition;
}

/**
 * A running game's rules state for test tools: the definition's own `inspect`, else what a game
 * made as a Zustand store over pure rules holds in its store's `state` (the test host reads the
 * same store), else undefined.
 */
export function inspectGame(definition: AnyGameDefinition, instance: GameInstance): unknown {
  if (definition.inspect) return definition.inspect(instance);
  const { store } = instance as { store?: { getState(): { state?: unknown } } };
  return store?.getState().state;
}
