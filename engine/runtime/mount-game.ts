import { inspectGame, type AnyGameDefinition, type GameInstance, type GamePhase } from "../contract/define-game";
import { realClock } from "../loop/clock";
import { createGameClock } from "../loop/game-clock";
import { yieldToMain } from "../loop/yield-to-main";
import { freshSeed } from "../kit/random";
import { ActionQueue } from "../input/action-queue";
import { createPlayerInput } from "../input/player-input";
import { createSoundBank, type SoundBank } from "../audio/sound-bank";
import { ENGINE_SOUNDS } from "../audio/stock-sounds";
import { sharedApplication } from "../render/application";
import { mountSurface } from "../render/surface";
import { gameFontReady } from "../render/text";
import { createFrameDelta } from "../effects/frame-delta";
import { createGameLoop } from "./game-loop";
import { createRoundSpeed, offeredMode, toastWords } from "./round-end";
import { createAnnouncer } from "./announcer";
import { publishBoardState } from "./board-state";
import { gameStorage } from "./game-storage";
import { mountBoardScene, type BoardScene } from "./board-scene";
import { createRoundLifecycle } from "./round-lifecycle";
import { createAwardQueue } from "./award-queue";
import { carryThroughContextLoss } from "./lost-context";
import { wireInput } from "./input-wiring";
import type { MountedGame, MountOptions } from "./mount-options";

export type { MountOptions, MountedGame } from "./mount-options";

/**
 * Everything a game needs to run on a page: the shared PixiJS surface, the loop and game
 * clock, input from keys, pointers and the pad, sound, and what every board shows (effects, the
 * start prompt, the end card). Loaded on game pages only. The parts live beside it: the round as
 * the player sees it (round-lifecycle.ts), what the board draws (board-scene.ts), the page's input
 * (input-wiring.ts) and a lost WebGL context (lost-context.ts).
 */
export async function mountGame(definition: AnyGameDefinition, options: MountOptions): Promise<MountedGame> {
  const [app] = await Promise.all([sharedApplication(), gameFontReady()]);
  await yieldToMain();
  const gameClock = createGameClock();
  const queue = new ActionQueue<string>();
  const clock = options.clock ?? realClock;
  const mode = offeredMode(definition.modes, options.mode);
  const pace = createRoundSpeed(definition.adjustableSpeed ? (options.speed ?? 1) : 1, mode);
  const announcer = createAnnouncer((text) => options.announce?.(text));
  let sounds: SoundBank | null = null;
  // Browsers start audio only on a user gesture: the first game key, press on the board or Play again.
  const startSounds = () =>
    void (sounds ??= createSoundBank(
      [...definition.sounds, ...ENGINE_SOUNDS.map((sound) => sound.name)],
      options.volume ?? 1,
    ));
  const awards = createAwardQueue();
  let scene: BoardScene | null = null;

  const round = createRoundLifecycle({
    feel: () => scene?.feel ?? null,
    pace,
    onRound: options.onRound,
    sayEnd: (words) => announcer.sayEnd(words),
    beforePlayAgain: () => {
      if (loop.isPaused()) resume();
    },
    nextRound: () => {
      startSounds();
      if (instance.playAgain) instance.playAgain();
      else instance.activate?.();
    },
  });

  const instance: GameInstance = definition.create({
    clock: gameClock,
    seed: options.seed ?? freshSeed(),
    sound: (name: string) => sounds?.play(name),
    toast(toast) {
      options.toast(toast);
      announcer.say(toastWords(toast));
    },
    reportRound: (result) => void options.onRound?.(pace.stamp(result)),
    endRound: round.end,
    announce: (text) => announcer.say(text),
    moment: (name) => options.onMoment?.(name),
    get speed() {
      return pace.current();
    },
    mode,
    storage: gameStorage(definition.id),
  });
  const surface = mountSurface(app, options.canvasHost, definition.size);
  /** The card's Play again in CSS px from the canvas's corner, for the board's data attributes. */
  const playAgainOnCanvas = () => {
    const box = round.playAgainBox();
    if (!box) return null;
    const from = surface.toCanvas(box.x, box.y);
    const to = surface.toCanvas(box.x + box.width, box.y + box.height);
    return { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2, width: to.x - from.x, height: to.y - from.y };
  };
  scene = await mountBoardScene(definition, instance, surface);

  const { surface: el } = options;
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
      const current = scene!;
      const prompt = round.frame(phase);
      // Between rounds only: on the end card, or while the board waits for the first.
      const award = awards.next(round.shownEnd() !== null || prompt !== null, current.feel.awarding() !== null);
      if (award) {
        current.feel.award(award);
        sounds?.play("sticker");
        announcer.sayAfter(award.words);
      }
      const drew = current.draw(alpha);
      if (current.feel.update(frameDelta.next()) || drew) surface.render();
      board.publish({
        phase,
        prompt,
        endCard: round.shownEnd() ? playAgainOnCanvas() : null,
        particles: current.feel.effects.liveParticles(),
        speed: pace.current(),
        award: current.feel.awarding()?.id ?? null,
      });
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

  const context = carryThroughContextLoss(app, { pause, rebuild: () => scene?.rebuild(round.shownEnd()) });
  const unwireInput = wireInput({
    definition,
    element: el,
    toLogical: surface.toLogical,
    queue,
    input,
    round,
    paused: () => loop.isPaused(),
    pause,
    resume,
    startSounds,
  });
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
    award: (award) => awards.add(award),
    frames: () => loop.frames(),
    inspect: () => inspectGame(definition, instance),
    unmount() {
      loop.stop();
      context.stop();
      announcer.stop();
      unwireInput();
      gameClock.cancelAll();
      board.clear();
      surface.unmount();
      scene?.destroy();
      instance.dispose?.();
      sounds?.unload();
    },
  };
}
