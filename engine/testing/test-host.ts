import type { GameSpeed, RoundResult } from "../contract/best";
import { createTestClock } from "../loop/clock";
import type {
  AnyGameDefinition,
  Direction,
  GameInstance,
  GameToast,
  PointerInput,
  RoundEnd,
} from "../contract/define-game";
import { createGameClock } from "../loop/game-clock";
import { createGameLoop } from "../runtime/game-loop";
import { ActionQueue } from "../input/action-queue";
import { createPlayerInput } from "../input/player-input";
import { createRoundSpeed, offeredMode } from "../runtime/round-end";

/** A point in the game's logical units (the definition's `size`), as a view would hit-test it. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * The half of a game definition a headless run needs: how it is made, steps and reads input.
 * A whole definition fits; a store test may pass just these fields, so that it does not load the
 * view (PixiJS cannot load outside a browser).
 */
export type HeadlessGame = Pick<
  AnyGameDefinition,
  "create" | "stepMs" | "directions" | "drag" | "adjustableSpeed" | "modes"
>;

export interface TestHostOptions {
  /** The game's `GameContext.seed`: the same seed deals the same game. */
  seed: number;
  /** Display frame length for `advance`; 16 ms (60 frames a second) when absent. */
  frameMs?: number;
  /** What the game finds in its `GameContext.storage` (a chosen difficulty). */
  storage?: Record<string, string>;
  /** The player's pace, for a game with `adjustableSpeed` (game time runs at this share). */
  speed?: GameSpeed;
  /** The calm mode (GameContext.mode), one of the definition's `modes`; the spec's play when absent. */
  mode?: string;
}

/** The state a game's store holds, for games that expose a Zustand-like `store`. */
type StateOf<G> = G extends { store: { getState(): infer S } } ? S : undefined;

/** A game running headless: the page's input, loop and game clock, no canvas, no sound. */
export interface TestHost<G extends GameInstance = GameInstance> {
  /** The instance the definition's `create` made (what the HUD and view get). */
  readonly game: G;
  /** Holds an action down, as a key would (queued; the game sees it on the next frame). */
  press(action: string): void;
  /** Lets a held action go. */
  release(action: string): void;
  /** Presses and lets go at once: a key tap, a pad button. */
  tapAction(action: string): void;
  /** A swipe on the surface (the action the definition maps the direction to). */
  swipe(direction: Direction): void;
  /**
   * A tap on the surface at a logical point, as the page sends it: pointer down (the first one
   * also "play"), pointer up, then "play" (GameInstance.activate). Handed over at once.
   */
  tap(x: number, y: number): void;
  /** One pointer event on the surface (a press, a move, a lift, a cancel), handed over at once. */
  pointer(event: PointerInput): void;
  /** A pressed pointer moved from `from` through `steps` points to `to`, then lifted; `msPerStep` of frames between. */
  drag(from: Point, to: Point, options?: { steps?: number; msPerStep?: number }): void;
  /** "Play": what a tap on the surface sends the game (GameInstance.activate). */
  activate(): void;
  /**
   * A HUD button's action (what `Dispatch` sends): queued as a key tap and handed over at once,
   * resuming a paused game first.
   */
  dispatch(action: string): void;
  /** Whether the player has pressed on the surface yet (the page's "play" veil goes then). */
  activated(): boolean;
  /**
   * Runs display frames for `ms` of time: timers, fixed steps and queued input, as on the page.
   * `advance(0)` runs one frame that takes no time: queued input reaches the game, no timer moves.
   */
  advance(ms: number): void;
  /** Game time in ms: what the game's clock says (it stands still while paused). */
  now(): number;
  /** Pauses as a hidden tab does: held input is let go and game time stops. */
  pause(): void;
  resume(): void;
  /** The store's state (`game.store.getState()`), for games that have a store. */
  state(): StateOf<G>;
  /** What the game raised, asked for and reported, in order. */
  readonly toasts: readonly GameToast[];
  readonly sounds: readonly string[];
  readonly rounds: readonly RoundResult[];
  /** The rounds' ends as the end card shows them (GameContext.endRound), and what was announced. */
  readonly ends: readonly RoundEnd[];
  readonly announcements: readonly string[];
  /** What the game reported with GameContext.moment, in order. */
  readonly moments: readonly string[];
  /** The end card's Play again (Enter, Space or a tap on it on the page). */
  playAgain(): void;
  /** Changes the pace, as the page's setting does. */
  setSpeed(speed: GameSpeed): void;
  /** The game's storage after play. */
  readonly storage: Readonly<Record<string, string>>;
  dispose(): void;
}

/**
 * Runs a game definition the way the page does (engine/runtime/mount-game) but with the test clock
 * and no canvas: a whole round plays out in milliseconds, and a test sees what the player would
 * (the state, toasts, sounds) and what the site would get (finished rounds).
 *
 * ```ts
 * const host = createTestHost(snake, { seed: 1 });
 * host.tapAction("primary");
 * host.advance(11 * 200);
 * expect(host.state().state.phase).toBe("over");
 * expect(host.rounds).toEqual([{ value: 0 }]);
 * ```
 */
export function createTestHost<D extends HeadlessGame>(
  definition: D,
  options: TestHostOptions,
): TestHost<ReturnType<D["create"]>> {
  const frameMs = options.frameMs ?? 16;
  const clock = createTestClock();
  const gameClock = createGameClock();
  const queue = new ActionQueue<string>();
  const toasts: GameToast[] = [];
  const sounds: string[] = [];
  const rounds: RoundResult[] = [];
  const ends: RoundEnd[] = [];
  const announcements: string[] = [];
  const mode = offeredMode(definition.modes, options.mode);
  const moments: string[] = [];
  const pace = createRoundSpeed(definition.adjustableSpeed ? (options.speed ?? 1) : 1, mode);
  const storage: Record<string, string> = { ...options.storage };

  const game = definition.create({
    clock: gameClock,
    seed: options.seed,
    sound: (name: string) => sounds.push(name),
    toast: (toast: GameToast) => toasts.push(toast),
    reportRound: (result: RoundResult) => rounds.push(pace.stamp(result)),
    endRound(end: RoundEnd) {
      ends.push(end);
      if (end.result) rounds.push(pace.stamp(end.result));
    },
    announce: (text: string) => announcements.push(text),
    moment: (name: string) => moments.push(name),
    get speed() {
      return pace.current();
    },
    mode,
    storage: {
      get: (key: string) => storage[key] ?? null,
      set: (key: string, value: string) => (storage[key] = value),
    },
  }) as ReturnType<D["create"]>;
  const loop = createGameLoop({
    instance: game,
    stepMs: definition.stepMs,
    input: queue,
    clock,
    gameClock,
    speed: () => pace.current(),
    onFrame: () => pace.phase(game.phase?.()),
  });
  loop.start();
  const input = createPlayerInput({
    queue,
    paused: () => loop.isPaused(),
    resume: () => loop.resume(),
    deliver: () => loop.deliverInput(),
  });

  const pointer = (kind: PointerInput["kind"], at: Point) => input.pointer({ kind, x: at.x, y: at.y });
  const advance = (ms: number) => {
    if (ms <= 0) clock.frame(0);
    let left = ms;
    while (left > 0) {
      const step = Math.min(frameMs, left);
      clock.frame(step);
      left -= step;
    }
  };

  return {
    game,
    press: (action) => queue.press(action),
    release: (action) => queue.release(action),
    tapAction: (action) => queue.tap(action),
    swipe(direction) {
      const action = definition.directions?.[direction];
      if (action) queue.tap(action);
    },
    tap(x, y) {
      pointer("down", { x, y });
      pointer("up", { x, y });
      input.tap();
    },
    pointer: (event) => pointer(event.kind, event),
    drag(from, to, { steps = 4, msPerStep = 0 } = {}) {
      pointer("down", from);
      if (definition.drag) queue.setPointer(from);
      for (let i = 1; i <= steps; i++) {
        const at = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
        pointer("move", at);
        if (definition.drag) queue.setPointer(at);
        advance(msPerStep);
      }
      pointer("up", to);
      if (definition.drag) queue.setPointer(null);
    },
    activate: input.tap,
    dispatch: input.dispatch,
    activated: input.activated,
    advance,
    now: () => gameClock.now(),
    pause() {
      loop.pause();
      queue.releaseAll();
      queue.drain();
    },
    resume: () => loop.resume(),
    state: () => (game as { store?: { getState(): unknown } }).store?.getState() as StateOf<ReturnType<D["create"]>>,
    toasts,
    sounds,
    rounds,
    ends,
    announcements,
    moments,
    playAgain() {
      if (game.playAgain) game.playAgain();
      else game.activate?.();
    },
    setSpeed(speed) {
      if (definition.adjustableSpeed) pace.set(speed);
    },
    storage,
    dispose() {
      loop.stop();
      gameClock.cancelAll();
      game.dispose?.();
    },
  };
}
