import type { AnyGameDefinition } from "../contract/define-game";
import type { ActionQueue } from "../input/action-queue";
import { createKeyMap } from "../input/keyboard";
import { isMuteKey } from "../input/mute-key";
import { keyDestination, type KeyTarget } from "../input/page-keys";
import { attachPointer } from "../input/pointer";
import { listenAll } from "../input/listen";
import type { PlayerInput } from "../input/player-input";
import { muteStore } from "../audio/mute";
import type { Surface } from "../render/surface";
import type { RoundLifecycle } from "./round-lifecycle";

/** The touch target the site promises, in CSS px. */
const FINGER_PX = 48;

/** What the page's input is wired to. */
export interface InputWiringOptions {
  readonly definition: AnyGameDefinition;
  /** The focusable element whose pointers drive the game (MountOptions.surface). */
  readonly element: HTMLElement;
  readonly toLogical: Surface["toLogical"];
  readonly queue: ActionQueue<string>;
  readonly input: PlayerInput;
  readonly round: RoundLifecycle;
  readonly paused: () => boolean;
  readonly pause: () => void;
  readonly resume: () => void;
  /** Makes the sound bank on the first user gesture (browsers start audio only then). */
  readonly startSounds: () => void;
}

/**
 * Keys, pointers, focus and visibility on the page, into the game: keys anywhere on the page
 * that belong to the game (engine/input/page-keys), the mute key, Space or Enter on the end card,
 * presses, drags, swipes and taps on the surface, and a pause when the tab hides or the window
 * loses focus. Returns what takes it all away again.
 */
export function wireInput(options: InputWiringOptions): () => void {
  const { definition, element: el, queue, input, round } = options;
  const lookup = createKeyMap(definition.keys);

  const keyDown = (e: KeyboardEvent) => {
    const where = keyDestination(e, e.target as KeyTarget | null, el);
    if (where === null) return;
    if (where === "page") {
      if (e.defaultPrevented) return;
      // The game's key, not the page's: no scrolling, and the board takes the keys that follow.
      e.preventDefault();
      el.focus({ preventScroll: true });
    }
    round.noteInput("keyboard");
    input.activate();
    if (isMuteKey(e)) {
      muteStore.getState().toggle();
      return;
    }
    if (round.shownEnd() && (e.key === " " || e.key === "Enter")) {
      e.preventDefault();
      if (!e.repeat) round.playAgain();
      return;
    }
    if (queue.keyDown(e, lookup)) {
      options.startSounds();
      if (options.paused()) options.resume();
    }
  };
  const keyUp = (e: KeyboardEvent) => {
    if (keyDestination(e, e.target as KeyTarget | null, el) === null) return;
    queue.keyUp(e, lookup);
  };
  const blur = () => queue.releaseAll();
  const hidden = () => {
    if (document.visibilityState === "hidden") options.pause();
  };
  const windowBlur = () => options.pause();
  const noteDevice = (e: PointerEvent) => round.noteInput(e.pointerType);
  // A press that began on the end card belongs to it: a tap on its button plays again, and
  // nothing of the gesture reaches the game underneath.
  let cardGesture: { onButton: boolean } | null = null;
  /**
   * The card's Play again is drawn to the board's scale: on a phone on its side it is about 30 px
   * tall. A press within a finger's 48 CSS px of its centre counts as on it.
   */
  const fingerSide = () => {
    const a = options.toLogical(0, 0);
    const b = options.toLogical(0, FINGER_PX);
    return Math.abs(b.y - a.y);
  };
  const onButton = (x: number, y: number) => round.onPlayAgainButton(x, y, fingerSide());
  const detachPointer = attachPointer(el, {
    toLogical: options.toLogical,
    onDrag: definition.drag ? (at) => cardGesture === null && queue.setPointer(at) : undefined,
    // A game that follows the finger does not also read its moves as swipes.
    onSwipe:
      definition.directions && !definition.drag
        ? (direction) => {
            if (cardGesture) return;
            const action = definition.directions?.[direction];
            if (action) queue.tap(action);
          }
        : undefined,
    onTap() {
      if (cardGesture) {
        cardGesture = null;
        return;
      }
      input.tap();
    },
    onPointer(event) {
      if (event.kind === "down") cardGesture = round.shownEnd() ? { onButton: onButton(event.x, event.y) } : null;
      if (cardGesture) {
        if (event.kind === "up" && cardGesture.onButton && onButton(event.x, event.y)) round.playAgain();
        return;
      }
      // A press on the board is a user gesture: the audio context may start now (as on a game key).
      if (event.kind === "down" && !options.paused()) options.startSounds();
      input.pointer(event);
    },
  });
  const stopListening = listenAll([
    [document, "keydown", keyDown],
    [document, "keyup", keyUp],
    [el, "pointerdown", noteDevice],
    [el, "blur", blur],
    [document, "visibilitychange", hidden],
    [window, "blur", windowBlur],
  ]);
  return () => {
    stopListening();
    detachPointer();
  };
}
