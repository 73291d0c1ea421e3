import type {
  AnyGameDefinition,
  Dispatch,
  GameInstance,
  GamePhase,
  GameToast,
  RoundEnd,
} from "../contract/define-game";
import type { GameSpeed, RoundResult, RoundVerdict } from "../contract/best";
import { realClock, type Clock } from "../loop/clock";
import { createGameClock } from "../loop/game-clock";
import { freshSeed } from "../kit/random";
import { createGameLoop } from "./game-loop";
import { ActionQueue } from "../input/action-queue";
import { createKeyMap } from "../input/keyboard";
import { isMuteKey } from "../input/mute-key";
import { keyDestination, type KeyTarget } from "../input/page-keys";
import { attachPointer } from "../input/pointer";
import { createPlayerInput } from "../input/player-input";
import { createSoundBank, type SoundBank } from "../audio/sound-bank";
import { muteStore } from "../audio/mute";
import { sharedApplication } from "../render/application";
import { watchAppContextLoss } from "../render/context-loss";
import { mountSurface } from "../render/surface";
import { gameFontReady } from "../render/text";
import { yieldToMain } from "../loop/yield-to-main";
import { createFrameDelta } from "../effects/frame-delta";
import type { EndCardContent } from "../effects/end-card-layout";
import { detectDevice, startMessage } from "../effects/start-message";
import { createBoardFeel, type BoardFeel } from "./board-feel";
import { createRoundSpeed, endCardContent, endCardWords, toastWords } from "./round-end";
import { createAnnouncer } from "./announcer";
import { publishBoardState } from "./board-state";

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
  /** The player's pace, for a game with `adjustableSpeed`; 1 when absent. */
  speed?: GameSpeed;
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
  /** A new pace (a game without `adjustableSpeed` stays at 1). */
  setSpeed(speed: GameSpeed): void;
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
 * clock, input from keys, pointers and the pad, sound, and what every board shows (effects, the
 * start prompt, the end card). Loaded on game pages only.
 */
export async function mountGame(definition: AnyGameDefinition, options: MountOptions): Promise<MountedGame> {
  const [app] = await Promise.all([sharedApplication(), gameFontReady()]);
  await yieldToMain();
  const gameClock = createGameClock();
  const queue = new ActionQueue<string>();
  const lookup = createKeyMap(definition.keys);
  const clock = options.clock ?? realClock;
  const pace = createRoundSpeed(definition.adjustableSpeed ? (options.speed ?? 1) : 1);
  const announcer = createAnnouncer((text) => options.announce?.(text));
  let sounds: SoundBank | null = null;
  // The card on the board, kept to draw it again after a lost context.
  let shownEnd: EndCardContent | null = null;
  let feel: BoardFeel | null = null;

  const endRound = (end: RoundEnd) => {
    const verdict = end.result ? (options.onRound?.(pace.stamp(end.result)) ?? null) : null;
    shownEnd = endCardContent(end, verdict);
    // A new best is worth confetti even when the round itself was lost.
    feel?.showEnd(shownEnd, verdict?.newBest ? "won" : end.outcome);
    announcer.sayEnd(endCardWords(shownEnd));
  };

  const instance: GameInstance = definition.create({
    clock: gameClock,
    seed: options.seed ?? freshSeed(),
    sound: (name: string) => sounds?.play(name),
    toast(toast) {
      options.toast(toast);
      announcer.say(toastWords(toast));
    },
    reportRound: (result) => void options.onRound?.(pace.stamp(result)),
    endRound,
    announce: (text) => announcer.say(text),
    get speed() {
      return pace.current();
    },
    storage: storageFor(definition.id),
  });
  const surface = mountSurface(app, options.canvasHost, definition.size);
  const makeFeel = () =>
    createBoardFeel(surface.top, {
      size: definition.size,
      shakeTarget: surface.scene.root,
      promptY: definition.promptY,
    });
  feel = makeFeel();
  await yieldToMain();
  let view = definition.view(instance, { ...surface.scene, effects: feel.effects });

  const { surface: el } = options;
  // How the player last reached the game, to word the start prompt for the device in hand.
  let lastInput: string | null = null;
  const frameDelta = createFrameDelta(() => clock.now());
  const board = publishBoardState(el);

  const loop = createGameLoop({
    instance,
    stepMs: definition.stepMs,
    input: queue,
    clock,
    gameClock,
    speed: () => pace.current(),
    onFrame(alpha) {
      const phase: GamePhase | undefined = instance.phase?.();
      pace.phase(phase);
      const current = feel!;
      // The round moved on without Play again (a HUD button): the card goes.
      if (shownEnd && phase !== undefined && phase !== "over") {
        shownEnd = null;
        current.hideEnd();
      }
      const waiting = !shownEnd && (phase === "ready" || phase === "paused");
      const prompt = waiting ? startMessage(detectDevice(lastInput)) : null;
      current.prompt(prompt);
      const drew = view.draw(alpha);
      if (current.update(frameDelta.next()) || drew) surface.render();
      board.publish({
        phase,
        prompt,
        endCard: shownEnd ? surface.toCanvas(...playAgainCentre()) : null,
        particles: current.effects.liveParticles(),
        speed: pace.current(),
      });
    },
  });
  const playAgainCentre = (): [number, number] => {
    const box = feel?.playAgainBox();
    return box ? [box.x + box.width / 2, box.y + box.height / 2] : [0, 0];
  };

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
    frameDelta.reset();
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

  const playAgain = () => {
    if (!shownEnd) return;
    if (loop.isPaused()) resume();
    shownEnd = null;
    feel?.hideEnd();
    sounds ??= createSoundBank(definition.sounds);
    if (instance.playAgain) instance.playAgain();
    else instance.activate?.();
  };

  // A restored context re-uploads every texture from its source, and text sources do not all
  // survive that (see keepTextCanvases): the view is made again from the game's state, which
  // the loss never touched, so every texture is made afresh.
  const rebuildView = () => {
    // The same order as unmount: the scene goes first, then the view lets go of what it holds.
    const prompted = feel?.promptShown() ?? null;
    surface.clearScene();
    feel?.destroy();
    view.destroy?.();
    feel = makeFeel();
    // What the board showed comes back as it was, not arriving again.
    if (shownEnd) feel.showEnd(shownEnd, null);
    if (prompted !== null) feel.prompt(prompted, "at-rest");
    view = definition.view(instance, { ...surface.scene, effects: feel.effects });
    view.draw(1);
    feel.update(0);
    surface.render();
  };
  const context = watchAppContextLoss(app, { onLost: pause, onRestored: rebuildView });
  if (context.lost()) pause();

  const keyDown = (e: KeyboardEvent) => {
    const where = keyDestination(e, e.target as KeyTarget | null, el);
    if (where === null) return;
    if (where === "page") {
      if (e.defaultPrevented) return;
      // The game's key, not the page's: no scrolling, and the board takes the keys that follow.
      e.preventDefault();
      el.focus({ preventScroll: true });
    }
    lastInput = "keyboard";
    input.activate();
    if (isMuteKey(e)) {
      muteStore.getState().toggle();
      return;
    }
    if (shownEnd && (e.key === " " || e.key === "Enter")) {
      e.preventDefault();
      if (!e.repeat) playAgain();
      return;
    }
    if (queue.keyDown(e, lookup)) {
      sounds ??= createSoundBank(definition.sounds);
      if (loop.isPaused()) resume();
    }
  };
  const keyUp = (e: KeyboardEvent) => {
    if (keyDestination(e, e.target as KeyTarget | null, el) === null) return;
    queue.keyUp(e, lookup);
  };
  const blur = () => queue.releaseAll();
  const hidden = () => {
    if (document.visibilityState === "hidden") pause();
  };
  const noteDevice = (e: PointerEvent) => (lastInput = e.pointerType);
  // A press that began on the end card belongs to it: a tap on its button plays again, and
  // nothing of the gesture reaches the game underneath.
  let cardGesture: { onButton: boolean } | null = null;
  const detachPointer = attachPointer(el, {
    toLogical: surface.toLogical,
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
      if (event.kind === "down") cardGesture = shownEnd ? { onButton: !!feel?.onPlayAgain(event.x, event.y) } : null;
      if (cardGesture) {
        if (event.kind === "up" && cardGesture.onButton && feel?.onPlayAgain(event.x, event.y)) playAgain();
        return;
      }
      // A press on the board is a user gesture: the audio context may start now (as on a game key).
      if (event.kind === "down" && !loop.isPaused()) sounds ??= createSoundBank(definition.sounds);
      input.pointer(event);
    },
  });
  document.addEventListener("keydown", keyDown);
  document.addEventListener("keyup", keyUp);
  el.addEventListener("pointerdown", noteDevice);
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
    setSpeed(speed) {
      if (definition.adjustableSpeed) pace.set(speed);
    },
    frames: () => loop.frames(),
    inspect: () => definition.inspect?.(instance),
    unmount() {
      loop.stop();
      context.stop();
      announcer.stop();
      document.removeEventListener("keydown", keyDown);
      document.removeEventListener("keyup", keyUp);
      el.removeEventListener("pointerdown", noteDevice);
      el.removeEventListener("blur", blur);
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("blur", pause);
      detachPointer();
      gameClock.cancelAll();
      board.clear();
      surface.unmount();
      feel?.destroy();
      view.destroy?.();
      instance.dispose?.();
      sounds?.unload();
    },
  };
}
