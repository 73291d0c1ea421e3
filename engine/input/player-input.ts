import type { PointerInput } from "../contract/define-game";
import type { ActionQueue } from "./action-queue";

/** What `createPlayerInput` needs from the one running the game (the page, or the test host). */
export interface PlayerInputOptions {
  queue: ActionQueue<string>;
  /** Whether the game is paused: surface pointers are dropped then, as the pause veil covers it. */
  paused(): boolean;
  /** Carries on after a pause: a HUD button does, as a key does. */
  resume(): void;
  /** Hands what is queued to the game now (Loop.deliverInput), so a tap shows at the next paint. */
  deliver(): void;
  /** The player's first press on the surface or first key there: called once. */
  onActivated?(): void;
}

/** Pointer, tap and HUD input on its way into the queue, and who says the player has started. */
export interface PlayerInput {
  /** Whether the player has pressed on the surface or a key there yet. */
  activated(): boolean;
  /** Marks the player as started (a key on the surface); the first call tells `onActivated`. */
  activate(): void;
  /** A press, move, lift or cancel on the surface; the first press is also "play". */
  pointer(event: PointerInput): void;
  /** A tap on the surface (a press and a lift with no travel): "play", for a game waiting on it. */
  tap(): void;
  /** A HUD button's action: queued as a key tap, resuming a paused game first. */
  dispatch(action: string): void;
}

/**
 * The one owner of "has the player started", and the one way pointers, taps and HUD buttons
 * reach the queue; the page (engine/runtime/mount-game) and the test host both use it.
 */
export function createPlayerInput(options: PlayerInputOptions): PlayerInput {
  const { queue } = options;
  let activated = false;
  const activate = () => {
    if (activated) return;
    activated = true;
    options.onActivated?.();
  };
  return {
    activated: () => activated,
    activate,
    pointer(event) {
      if (options.paused()) return;
      queue.pointer(event);
      // The first press starts a waiting game at once, before it becomes a tap or a swipe.
      if (event.kind === "down" && !activated) {
        activate();
        queue.activate();
      }
      options.deliver();
    },
    tap() {
      if (options.paused()) return;
      queue.activate();
      options.deliver();
    },
    dispatch(action) {
      if (options.paused()) options.resume();
      queue.tap(action);
      options.deliver();
    },
  };
}
