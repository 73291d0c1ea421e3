import type { Dispatch, GameInstance, GameToast } from "../contract/define-game";
import type { GameSpeed, RoundResult, RoundVerdict } from "../contract/best";
import type { Clock } from "../loop/clock";
import type { ActionQueue } from "../input/action-queue";
import type { BoardAward } from "../effects/award-badge";

/** Where and how `mountGame` runs a game on the page. */
export interface MountOptions {
  /** Receives the shared canvas. */
  canvasHost: HTMLElement;
  /**
   * The focusable element whose pointers drive the game. Keys reach the game while it has
   * focus, and Space, Enter and arrows pressed anywhere on the page outside a control (see
   * engine/input/page-keys), which then moves focus to it.
   */
  surface: HTMLElement;
  toast: (toast: GameToast) => void;
  /**
   * A finished round's figure, for the site's personal bests (GameContext.reportRound and
   * endRound); its answer puts the best on the end card.
   */
  onRound?: (result: RoundResult) => RoundVerdict | void;
  /** Says a game event once to assistive technology (the host's one polite live region). */
  announce?: (text: string) => void;
  /** A moment of the game's own (GameContext.moment), for the site's sticker book. */
  onMoment?: (name: string) => void;
  /** The player's pace, for a game with `adjustableSpeed`; 1 when absent. */
  speed?: GameSpeed;
  /** How loud the game's sounds are, 0 to 1 (1 when absent): a quieter game at bedtime. */
  volume?: number;
  /** The calm mode chosen (GameContext.mode), when the game offers it; the spec's play when absent. */
  mode?: string;
  onPausedChange: (paused: boolean) => void;
  /** The player's first press on the surface, or first key there (the "play" veil goes). */
  onActivated: () => void;
  clock?: Clock;
  /** Replays a game (see GameContext.seed); a fresh one when absent. */
  seed?: number;
}

/** A game running on the page, as GameHost controls it. */
export interface MountedGame {
  readonly instance: GameInstance;
  readonly queue: ActionQueue<string>;
  /** A HUD button's action, into the queue as a key would (see PlayerInput.dispatch). */
  readonly dispatch: Dispatch;
  pause(): void;
  resume(): void;
  /**
   * Something the player earned (a sticker): it waits until the board is between rounds, then
   * flies into the corner badge with its sound and is announced, once per id.
   */
  award(award: BoardAward): void;
  /** A new pace (a game without `adjustableSpeed` stays at 1). */
  setSpeed(speed: GameSpeed): void;
  unmount(): void;
  /** Display frames the loop has run (see Loop.frames). */
  frames(): number;
  /** The game's rules state (GameDefinition.inspect, or its store's `state`), or undefined. */
  inspect(): unknown;
}
