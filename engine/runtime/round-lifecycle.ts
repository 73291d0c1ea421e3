import type { GamePhase, RoundEnd } from "../contract/define-game";
import type { RoundResult, RoundVerdict } from "../contract/best";
import type { EndCardContent } from "../effects/end-card-layout";
import { detectDevice, startMessage } from "../effects/start-message";
import type { BoardFeel } from "./board-feel";
import { endCardContent, endCardWords, type RoundSpeed } from "./round-end";

/**
 * A round as the player sees it around the game's own scene: the start prompt while the game
 * waits, the end card when the round ends, and Play again. What a round's ending shows (the
 * card, its words, the celebration) is decided here and nowhere else on the page.
 */
export interface RoundLifecycle {
  /** GameContext.endRound: the figure goes to the site's bests, the card to the board, its words to the announcer. */
  end(end: RoundEnd): void;
  /** The end card on the board now (kept to draw it again on a board made afresh), or null. */
  shownEnd(): EndCardContent | null;
  /**
   * Once a frame, before the view draws: the card goes when the round moved on without Play again
   * (a HUD button), and the start prompt shows while the game waits. Returns the prompt's words.
   */
  frame(phase: GamePhase | undefined): string | null;
  /** The card's Play again: the next round. Nothing while no card shows. */
  playAgain(): void;
  /** Whether a logical point is on the card's Play again button, a target at least `minSide` logical units across. */
  onPlayAgainButton(x: number, y: number, minSide: number): boolean;
  /** The Play again button in logical units, or null without a card. */
  playAgainBox(): { x: number; y: number; width: number; height: number } | null;
  /** How the player last reached the game ("keyboard" or a pointer type), to word the start prompt for the device in hand. */
  noteInput(kind: string): void;
}

export interface RoundLifecycleOptions {
  /** The board's feel (effects, start prompt, end card): made again after a lost context, so read each time. */
  readonly feel: () => BoardFeel | null;
  readonly pace: RoundSpeed;
  /** MountOptions.onRound: the site's bests, whose verdict puts a new best on the card. */
  readonly onRound?: (result: RoundResult) => RoundVerdict | void;
  readonly sayEnd: (words: string) => void;
  /** Play again, before the card goes: a paused game resumes. */
  readonly beforePlayAgain: () => void;
  /** Play again, once the card has gone: the game's next round. */
  readonly nextRound: () => void;
}

export function createRoundLifecycle(options: RoundLifecycleOptions): RoundLifecycle {
  const { feel, pace } = options;
  let shown: EndCardContent | null = null;
  let lastInput: string | null = null;

  return {
    end(end) {
      const verdict = end.result ? (options.onRound?.(pace.stamp(end.result)) ?? null) : null;
      shown = endCardContent(end, verdict);
      // A new best is worth confetti even when the round itself was lost.
      feel()?.showEnd(shown, verdict?.newBest ? "won" : end.outcome);
      options.sayEnd(endCardWords(shown));
    },
    shownEnd: () => shown,
    frame(phase) {
      const current = feel();
      if (shown && phase !== undefined && phase !== "over") {
        shown = null;
        current?.hideEnd();
      }
      const waiting = !shown && (phase === "ready" || phase === "paused");
      const prompt = waiting ? startMessage(detectDevice(lastInput)) : null;
      current?.prompt(prompt);
      return prompt;
    },
    playAgain() {
      if (!shown) return;
      options.beforePlayAgain();
      shown = null;
      feel()?.hideEnd();
      options.nextRound();
    },
    onPlayAgainButton: (x, y, minSide) => !!feel()?.onPlayAgain(x, y, minSide),
    playAgainBox: () => feel()?.playAgainBox() ?? null,
    noteInput(kind) {
      lastInput = kind;
    },
  };
}
