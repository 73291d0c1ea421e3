import { Container, Graphics } from "pixi.js";
import { prefersReducedMotion } from "../render/motion";
import { boardText, setBoardText } from "./board-text";
import { appear } from "./appear";
import type { MotionSetting } from "./motion-setting";
import { EFFECT_COLORS } from "./palette";
import { createTweens } from "./tween";

export interface StartPromptOptions {
  /** The board's logical size (the game's `size`). */
  readonly size: { readonly width: number; readonly height: number };
  /** Where the pill's centre sits; the board's centre when left out. */
  readonly y?: number;
  readonly textResolution?: number;
  readonly reducedMotion?: MotionSetting;
}

/**
 * "Tap to play" as one pill over the board. The board stays fully visible around it (no dimming
 * veil), so a waiting game looks ready, not disabled.
 */
export interface StartPrompt {
  readonly container: Container;
  /** Shows the pill with these words (see `startMessage`); redrawn if they change. */
  show(message: string): void;
  hide(): void;
  readonly shown: boolean;
  /** Advances the pill's appearing; true when it moved (render this frame). */
  update(dtMs: number): boolean;
  destroy(): void;
}

const APPEAR_MS = 240;

export function createStartPrompt(parent: Container, options: StartPromptOptions): StartPrompt {
  const { size } = options;
  const unit = Math.min(size.width, size.height);
  const fontSize = unit * 0.062;
  const centreY = options.y ?? size.height / 2;
  const motion = options.reducedMotion ?? prefersReducedMotion;
  const tweens = createTweens();

  const container = new Container({ label: "start-prompt" });
  container.visible = false;
  container.position.set(size.width / 2, centreY);
  // A prompt, not a control: a tap goes through to the board, which starts the game.
  container.eventMode = "none";
  const pill = new Graphics();
  const label = boardText(EFFECT_COLORS.cream, options.textResolution ?? 3);
  container.addChild(pill, label);
  parent.addChild(container);

  let message: string | null = null;

  return {
    container,
    get shown() {
      return message !== null;
    },
    show(next) {
      if (message === next) return;
      const wasShown = message !== null;
      message = next;
      const height = fontSize * 2.4;
      const icon = fontSize * 0.9;
      const gap = fontSize * 0.6;
      const maxText = size.width * 0.9 - height - icon - gap;
      setBoardText(label, next, fontSize, maxText);
      const width = label.width + icon + gap + height;
      const left = -width / 2;
      pill.clear();
      pill
        .roundRect(left, -height / 2, width, height, height / 2)
        .fill({ color: EFFECT_COLORS.night, alpha: 0.9 })
        .stroke({ width: Math.max(1, unit * 0.008), color: EFFECT_COLORS.gold });
      // A play triangle before the words.
      const ix = left + height / 2;
      pill.poly([ix, -icon / 2, ix + icon * 0.87, 0, ix, icon / 2]).fill(EFFECT_COLORS.gold);
      label.position.set(ix + icon + gap + label.width / 2, 0);

      container.visible = true;
      if (!wasShown) appear(tweens, container, { motion, fromScale: 0.85, durationMs: APPEAR_MS });
    },
    hide() {
      message = null;
      tweens.clear();
      container.visible = false;
    },
    update: (dtMs) => tweens.update(dtMs),
    destroy() {
      tweens.clear();
      message = null;
      if (!container.destroyed) container.destroy({ children: true, style: true });
    },
  };
}
