import { Container, Graphics, type Text } from "pixi.js";
import { prefersReducedMotion } from "../render/motion";
import type { Appearance } from "./appearance";
import { boardText, setBoardText } from "./board-text";
import { appear } from "./appear";
import { endCardLayout, onTarget, type Box, type EndCardContent } from "./end-card-layout";
import type { MotionSetting } from "./motion-setting";
import { EFFECT_COLORS } from "./palette";
import { createTweens } from "./tween";

export interface EndCardOptions {
  /** The board's logical size (the game's `size`). */
  readonly size: { readonly width: number; readonly height: number };
  readonly textResolution?: number;
  readonly reducedMotion?: MotionSetting;
  /** The words on the badge when a round beats the best. */
  readonly newBestLabel?: string;
  /**
   * Whether a tap on the drawn button plays again by itself (PixiJS pointer events). A host that
   * routes the surface's taps itself turns this off and asks `hitTest`.
   */
  readonly pointer?: boolean;
  onPlayAgain?(): void;
}

/** The card a round ends on, drawn on the board, the same design in every game. */
export interface EndCard {
  readonly container: Container;
  /**
   * Shows the card for this round (it may already show another: it is redrawn), appearing with
   * a short tween or `"at-rest"` at once.
   */
  show(card: EndCardContent, how?: Appearance): void;
  hide(): void;
  readonly shown: boolean;
  /** Called when the player presses "Play again" (a tap on it, or `activate`). */
  onPlayAgain: (() => void) | null;
  /**
   * Presses "Play again" (the host wires Enter and Space here). Once per card shown, so a tap
   * that reaches both the button and the host plays again once; false when nothing happened.
   */
  activate(): boolean;
  /**
   * Whether (x, y) in the parent's logical units is on the shown card's button, or within
   * `minSide` of its centre: on a small board the drawn button is smaller than a finger.
   */
  hitTest(x: number, y: number, minSide?: number): boolean;
  /** The shown card's Play again button in the parent's logical units; null while hidden. */
  readonly button: Box | null;
  /** Advances the card's appearing; true when it moved (render this frame). */
  update(dtMs: number): boolean;
  destroy(): void;
}

const ACCENT: Record<EndCardContent["outcome"], number> = {
  won: EFFECT_COLORS.gold,
  lost: EFFECT_COLORS.lilac,
  over: EFFECT_COLORS.sky,
};
const APPEAR_MS = 280;

export function createEndCard(parent: Container, options: EndCardOptions): EndCard {
  const { size } = options;
  const resolution = options.textResolution ?? 3;
  const motion = options.reducedMotion ?? prefersReducedMotion;
  const tweens = createTweens();

  const container = new Container({ label: "end-card" });
  container.visible = false;
  // Scaled about the board's centre as it appears.
  container.pivot.set(size.width / 2, size.height / 2);
  container.position.set(size.width / 2, size.height / 2);
  const panel = new Graphics();
  const title = boardText(EFFECT_COLORS.gold, resolution);
  const lineTexts: Text[] = [];
  const lines = new Container();
  const best = boardText(EFFECT_COLORS.lilac, resolution);
  const badge = new Graphics();
  const badgeLabel = boardText(EFFECT_COLORS.night, resolution);
  const button = new Graphics();
  const buttonLabel = boardText(EFFECT_COLORS.night, resolution);
  container.addChild(panel, title, lines, best, badge, badgeLabel, button, buttonLabel);
  parent.addChild(container);

  let content: EndCardContent | null = null;
  let spent = false;
  let buttonBox: Box = { x: 0, y: 0, width: 0, height: 0 };

  const card: EndCard = {
    container,
    onPlayAgain: options.onPlayAgain ?? null,
    get shown() {
      return content !== null;
    },
    show(next, how = "appear") {
      content = next;
      spent = false;
      const layout = endCardLayout(size, next);
      const accent = ACCENT[next.outcome];
      const { card: box, stroke } = layout;

      panel.clear();
      panel
        .roundRect(box.x, box.y, box.width, box.height, box.radius)
        .fill({ color: EFFECT_COLORS.night, alpha: 0.95 })
        .stroke({ width: stroke * 1.5, color: accent });

      title.style.fill = accent;
      setBoardText(title, next.title, layout.title.fontSize, layout.textWidth);
      title.position.set(size.width / 2, layout.title.y);

      while (lineTexts.length < next.lines.length) {
        const text = boardText(EFFECT_COLORS.cream, resolution);
        lineTexts.push(text);
        lines.addChild(text);
      }
      lineTexts.forEach((text, i) => {
        const row = layout.lines[i];
        text.visible = row !== undefined;
        if (!row) return;
        setBoardText(text, next.lines[i] ?? "", row.fontSize, layout.textWidth);
        text.position.set(size.width / 2, row.y);
      });

      best.visible = layout.best !== null;
      if (layout.best) {
        setBoardText(best, next.best ?? "", layout.best.fontSize, layout.textWidth);
        best.position.set(size.width / 2, layout.best.y);
      }

      badge.clear();
      badge.visible = badgeLabel.visible = layout.badge !== null;
      if (layout.badge) {
        const b = layout.badge;
        badge.roundRect(b.x, b.y, b.width, b.height, b.height / 2).fill(EFFECT_COLORS.gold);
        const r = b.height * 0.28;
        badge.star(b.x + b.height * 0.55, b.y + b.height / 2, 5, r, r * 0.45).fill(EFFECT_COLORS.night);
        badge.star(b.x + b.width - b.height * 0.55, b.y + b.height / 2, 5, r, r * 0.45).fill(EFFECT_COLORS.night);
        setBoardText(badgeLabel, options.newBestLabel ?? "New best!", b.fontSize, b.width - b.height * 2);
        badgeLabel.position.set(size.width / 2, b.y + b.height / 2);
      }

      const btn = layout.button;
      buttonBox = btn;
      button.clear();
      // The outer ring marks the one action Enter and Space take.
      button
        .roundRect(
          btn.x - stroke * 2,
          btn.y - stroke * 2,
          btn.width + stroke * 4,
          btn.height + stroke * 4,
          btn.radius + stroke * 2,
        )
        .stroke({ width: stroke, color: EFFECT_COLORS.cream, alpha: 0.8 })
        .roundRect(btn.x, btn.y, btn.width, btn.height, btn.radius)
        .fill(accent);
      setBoardText(buttonLabel, next.playAgainLabel, btn.fontSize, btn.width - btn.height);
      buttonLabel.position.set(size.width / 2, btn.y + btn.height / 2);

      container.visible = true;
      appear(tweens, container, { motion, fromScale: 0.9, durationMs: APPEAR_MS, how });
    },
    hide() {
      content = null;
      tweens.clear();
      container.visible = false;
    },
    activate() {
      if (!content || spent) return false;
      spent = true;
      card.onPlayAgain?.();
      return true;
    },
    get button() {
      return content ? buttonBox : null;
    },
    hitTest: (x, y, minSide = 0) => content !== null && onTarget(buttonBox, x, y, minSide),
    update: (dtMs) => tweens.update(dtMs),
    destroy() {
      tweens.clear();
      content = null;
      if (!container.destroyed) container.destroy({ children: true, style: true });
    },
  };

  if (options.pointer ?? true) {
    button.eventMode = "static";
    button.cursor = "pointer";
    button.on("pointertap", () => card.activate());
  }
  return card;
}
