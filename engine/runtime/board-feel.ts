import type { Container } from "pixi.js";
import type { RoundEnd } from "../contract/define-game";
import type { Appearance } from "../effects/appearance";
import { createAwardBadge, type AwardBadge, type BoardAward } from "../effects/award-badge";
import { createEffects, type Effects } from "../effects/effects";
import { createEndCard, type EndCard } from "../effects/end-card";
import type { EndCardContent } from "../effects/end-card-layout";
import { createStartPrompt, type StartPrompt } from "../effects/start-prompt";

/**
 * What the engine draws on every board, above the game's own scene: the effects layer the view
 * asks for effects on, the one start prompt and the shared end card. Made afresh with the view
 * after a lost WebGL context (its texts are textures too), keeping the card and prompt it showed.
 */
export interface BoardFeel {
  readonly effects: Effects;
  /**
   * Shows the end card with these words, and celebrates or softens the round (null: the card
   * again, as after a lost context, at rest and with no new celebration).
   */
  showEnd(card: EndCardContent, outcome: RoundEnd["outcome"] | null): void;
  /** Takes the end card away, and the ended round's celebration with it. */
  hideEnd(): void;
  /** Whether a logical point is on the card's Play again button (a target at least `minSide` across). */
  onPlayAgain(x: number, y: number, minSide: number): boolean;
  /** The card's Play again button in logical units, while the card shows. */
  playAgainBox(): { x: number; y: number; width: number; height: number } | null;
  /**
   * Shows the start prompt with these words, or hides it (null). `"at-rest"`: the prompt again
   * on a board made afresh, without its appearing tween.
   */
  prompt(message: string | null, how?: Appearance): void;
  /** The start prompt's words while it shows. */
  promptShown(): string | null;
  /** Flies an award (a sticker the site gave) into the corner badge, above the card. */
  award(award: BoardAward): void;
  /** The award on the board now, or null. */
  awarding(): BoardAward | null;
  /** Advances everything by `dtMs`; true when anything moved or still shows motion (render). */
  update(dtMs: number): boolean;
  destroy(): void;
}

export interface BoardFeelOptions {
  readonly size: { readonly width: number; readonly height: number };
  /** The game's scene root: a shake moves it, never the card or the prompt. */
  readonly shakeTarget: Container;
  readonly promptY?: number;
}

export function createBoardFeel(parent: Container, options: BoardFeelOptions): BoardFeel {
  const { size } = options;
  const effects: Effects = createEffects(parent, { size, shakeTarget: options.shakeTarget });
  const prompt: StartPrompt = createStartPrompt(parent, { size, y: options.promptY });
  // Taps reach the card through the host's pointer handling (`onPlayAgain`), not PixiJS events.
  const card: EndCard = createEndCard(parent, { size, pointer: false });
  // Last, so it draws above the card.
  const badge: AwardBadge = createAwardBadge(parent, { size });
  let changed = false;
  let message: string | null = null;

  return {
    effects,
    showEnd(content, outcome) {
      prompt.hide();
      message = null;
      card.show(content, outcome === null ? "at-rest" : "appear");
      if (outcome === "won") effects.celebrate();
      else if (outcome === "lost") effects.soften();
      changed = true;
    },
    hideEnd() {
      if (!card.shown) return;
      card.hide();
      effects.clear();
      changed = true;
    },
    promptShown: () => message,
    award(next) {
      badge.show(next);
      changed = true;
    },
    awarding: () => badge.showing,
    onPlayAgain: (x, y, minSide) => card.hitTest(x, y, minSide),
    playAgainBox: () => card.button,
    prompt(next, how) {
      if (next === message) return;
      message = next;
      if (next === null) prompt.hide();
      else prompt.show(next, how);
      changed = true;
    },
    update(dtMs) {
      // Each runs every frame: none may be skipped by another's answer.
      const fx = effects.update(dtMs);
      const cardMoved = card.update(dtMs);
      const pill = prompt.update(dtMs);
      const flying = badge.update(dtMs);
      const any = changed || fx || cardMoved || pill || flying || effects.active();
      changed = false;
      return any;
    },
    destroy() {
      effects.destroy();
      card.destroy();
      prompt.destroy();
      badge.destroy();
    },
  };
}
