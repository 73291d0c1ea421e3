import type { AnyGameDefinition, Dispatch, GameInstance, GameToast } from "../contract/define-game";
import type { RoundResult } from "../contract/best";
import { realClock, type Clock } from "../loop/clock";
import { createGameClock } from "../loop/game-clock";
import { freshSeed } from "../kit/random";
import { createGameLoop } from "./game-loop";
import { ActionQueue } from "../input/action-queue";
import { createKeyMap } from "../input/keyboard";
import { isMuteKey } from "../input/mute-key";
import { attachPointer } from "../input/pointer";
import { createPlayerInput } from "../input/player-input";
import { createSoundBank, type SoundBank } from "../audio/sound-bank";
import { muteStore } from "../audio/mute";
import { sharedApplication } from "../render/application";
import { watchContextLoss } from "../render/context-loss";
import { mountSurface } from "../render/surface";
import { gameFontReady } from "../render/text";
import { yieldToMain } from "../loop/yield-to-main";

/** Where and how `mountGame` runs a game on the page. */
export interface MountOptions {
  /** Receives the shared canvas. */
  canvasHost: HTMLElement;
  /** The focusable element whose keys and pointers drive the game. */
  surface: HTMLElement;
  toast: (toast: GameToast) => void;
  /** A finished round's figure, for the site's personal bests (GameContext.reportRound). */
  onRound?: (result: RoundResult) => void;
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
  unmount(): void;
  /** Display frames the loop has run (see Loop.frames). */
  frames(): number;
  /** The game's rules state (GameDefinition.inspect), or undefined when it declares none. */
  inspect(): unknown;
}

const storageFor = (id: string) => ({
  get(key: string) {
    try {
      return localStorage.getItem(`lss:game:${id}:${key}`);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      localStorage.setItem(`lss:game:${id}:${key}`, value);
    } catch {
      // No storage (private mode): the value lasts this visit only.
    }
  },
});

/**
 * Everything a game needs to run on a page: the shared PixiJS surface, the loop and game
 * clock, input from keys, pointers and the pad, sound. Loaded on game pages only.
 */
export async function mountGame(definition: AnyGameDefinition, options: MountOptions): Promise<MountedGame> {
  const [app] = await Promise.all([sharedApplication(), gameFontReady()]);
  await yieldToMain();
  const gameClock = createGameClock();
  const queue = new ActionQueue<string>();
  const lookup = createKeyMap(definition.keys);
  let sounds: SoundBank | null = null;

  const instance: GameInstance = definition.create({
    clock: gameClock,
    seed: options.seed ?? freshSeed(),
    sound: (name: string) => sounds?.play(name),
    toast: options.toast,
    reportRound: (result) => options.onRound?.(result),
    storage: storageFor(definition.id),
  });
  const surface = mountSurface(app, options.canvasHost, definition.size);
  await yieldToMain();
  let view = definition.view(instance, surface.scene);

  const loop = createGameLoop({
    instance,
    stepMs: definition.stepMs,
    input: queue,
    clock: options.clock ?? realClock,
    gameClock,
    onFrame(alpha) {
      if (view.draw(alpha)) surface.render();
    },
  });

  const pause = () => {
    if (loop.isPaused()) return;
    loop.pause();
    queue.releaseAll();
    queue.drain();
    sounds?.setSilenced(true);
    options.onPausedChange(true);
  };
  const resume = () => {
    // With the context gone the board cannot be seen: play waits for it to come back.
    if (!loop.isPaused() || context.lost()) return;
    loop.resume();
    sounds?.setSilenced(false);
    options.onPausedChange(false);
  };
  const input = createPlayerInput({
    queue,
    paused: () => loop.isPaused(),
    resume,
    deliver: () => loop.deliverInput(),
    onActivated: options.onActivated,
  });

  const gl = (app.renderer as { gl?: WebGLRenderingContext }).gl;
  // A restored context re-uploads every texture from its source, and text sources do not all
  // survive that (see keepTextCanvases): the view is made again from the game's state, which
  // the loss never touched, so every texture is made afresh.
  const rebuildView = () => {
    // The same order as unmount: the scene goes first, then the view lets go of what it holds.
    surface.clearScene();
    view.destroy?.();
    view = definition.view(instance, surface.scene);
    view.draw(1);
    surface.render();
  };
  const context = watchContextLoss(app.canvas, { onLost: pause, onRestored: rebuildView }, gl?.isContextLost());
  if (context.lost()) pause();

  const { surface: el } = options;
  const keyDown = (e: KeyboardEvent) => {
    if (e.target !== el) return;
    input.activate();
    if (isMuteKey(e)) {
      muteStore.getState().toggle();
      return;
    }
    if (queue.keyDown(e, lookup)) {
      sounds ??= createSoundBank(definition.sounds);
      if (loop.isPaused()) resume();
    }
  };
  const keyUp = (e: KeyboardEvent) => queue.keyUp(e, lookup);
  const blur = () => queue.releaseAll();
  const hidden = () => {
    if (document.visibilityState === "hidden") pause();
  };
  const detachPointer = attachPointer(el, {
    toLogical: surface.toLogical,
    onDrag: definition.drag ? (at) => queue.setPointer(at) : undefined,
    // A game that follows the finger does not also read its moves as swipes.
    onSwipe:
      definition.directions && !definition.drag
        ? (direction) => {
            const action = definition.directions?.[direction];
            if (action) queue.tap(action);
          }
        : undefined,
    onTap: input.tap,
    onPointer(event) {
      // A press on the board is a user gesture: the audio context may start now (as on a game key).
      if (event.kind === "down" && !loop.isPaused()) sounds ??= createSoundBank(definition.sounds);
      input.pointer(event);
    },
  });
  el.addEventListener("keydown", keyDown);
  el.addEventListener("keyup", keyUp);
  el.addEventListener("blur", blur);
  document.addEventListener("visibilitychange", hidden);
  window.addEventListener("blur", pause);
  loop.start();

  return {
    instance,
    queue,
    dispatch: input.dispatch,
    pause,
    resume,
    frames: () => loop.frames(),
    inspect: () => definition.inspect?.(instance),
    unmount() {
      loop.stop();
      context.stop();
      el.removeEventListener("keydown", keyDown);
      el.removeEventListener("keyup", keyUp);
      el.removeEventListener("blur", blur);
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("blur", pause);
      detachPointer();
      gameClock.cancelAll();
      surface.unmount();
      view.destroy?.();
      instance.dispose?.();
      sounds?.unload();
    },
  };
}
