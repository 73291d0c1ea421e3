import type { Direction } from "../contract/define-game";
import { createRandom } from "../effects/random";
import type { TestHost } from "./test-host";

/** What headless monkey play needs from a game's test. */
export interface MonkeyOptions {
  /** Seeds the input: the same seed (with the host's own) replays the same run. */
  seed: number;
  /** How many random inputs to send (3,000 when absent); the state is checked after each. */
  steps?: number;
  /** The actions of the game's keys and pointer (arrows, choose, primary). */
  actions: readonly string[];
  /** Its HUD buttons' actions (New Game, a difficulty), pressed now and then; none when absent. */
  buttons?: readonly string[];
  /** The surface in logical units: taps and drags land on it and a little beside it. */
  size: { width: number; height: number };
  /** The game's invariants (games/<id>/invariants.ts) on its state now: the rules it breaks. */
  check(): string[];
}

const DIRECTIONS: readonly Direction[] = ["up", "down", "left", "right"];

/**
 * Headless monkey play: random input, the way the browser's `npm run monkey` sends it (key taps,
 * bursts faster than a step, held keys, taps, drags and swipes on and beside the board, HUD
 * buttons, pauses, Play again, time passing), on the game's real store, rules and loop. Runs
 * thousands of inputs in milliseconds. Returns what broke, each with the inputs that led there;
 * an empty list when the game kept its rules throughout.
 */
export function monkeyPlay(host: TestHost, options: MonkeyOptions): string[] {
  const random = createRandom(options.seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  const point = () => ({
    x: (random() * 1.2 - 0.1) * options.size.width,
    y: (random() * 1.2 - 0.1) * options.size.height,
  });
  const held = new Set<string>();

  const buttons = options.buttons ?? [];
  const inputs: [weight: number, send: () => string][] = [
    [30, () => tap(pick(options.actions))],
    [6, () => burst()],
    [8, () => hold(pick(options.actions))],
    [12, () => tapAt(point())],
    [6, () => dragFrom(point(), point())],
    [4, () => swipe(pick(DIRECTIONS))],
    [buttons.length ? 3 : 0, () => button(pick(buttons))],
    [3, () => pauseAndResume()],
    [3, () => playAgain()],
    [23, () => wait(int(0, 1500))],
  ];
  const total = inputs.reduce((sum, [weight]) => sum + weight, 0);

  function tap(action: string) {
    host.tapAction(action);
    host.advance(0);
    return `key ${action}`;
  }
  function burst() {
    const count = int(5, 25);
    for (let i = 0; i < count; i++) host.tapAction(pick(options.actions));
    host.advance(0);
    return `burst of ${count} keys`;
  }
  function hold(action: string) {
    if (held.has(action)) {
      held.delete(action);
      host.release(action);
      return `let go of ${action}`;
    }
    held.add(action);
    host.press(action);
    return `hold ${action}`;
  }
  function tapAt(at: { x: number; y: number }) {
    host.tap(at.x, at.y);
    return `tap at ${at.x.toFixed(0)},${at.y.toFixed(0)}`;
  }
  function dragFrom(from: { x: number; y: number }, to: { x: number; y: number }) {
    host.drag(from, to, { steps: int(1, 6), msPerStep: int(0, 60) });
    return `drag ${from.x.toFixed(0)},${from.y.toFixed(0)} -> ${to.x.toFixed(0)},${to.y.toFixed(0)}`;
  }
  function swipe(direction: Direction) {
    host.swipe(direction);
    return `swipe ${direction}`;
  }
  function button(action: string) {
    host.dispatch(action);
    return `button ${action}`;
  }
  function pauseAndResume() {
    host.pause();
    held.clear();
    host.advance(int(0, 500));
    host.resume();
    return "hidden, then shown";
  }
  function playAgain() {
    host.playAgain();
    return "Play again";
  }
  function wait(ms: number) {
    host.advance(ms);
    return `${ms} ms pass`;
  }

  const recent: string[] = [];
  for (let step = 1; step <= (options.steps ?? 3_000); step++) {
    let roll = random() * total;
    const [, send] = inputs.find(([weight]) => (roll -= weight) < 0) ?? inputs.at(-1)!;
    recent.push(send());
    if (recent.length > 8) recent.shift();
    const broken = options.check();
    if (broken.length > 0) return broken.map((rule) => `step ${step}: ${rule} (after: ${recent.join("; ")})`);
  }
  return [];
}
