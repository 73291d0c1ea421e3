/**
 * Little Dodger's rules as pure functions. One `step` is 1/30 s of game time; every timer here
 * counts steps, so the engine's fixed-step scheduler (or a test) drives the whole game.
 */
import { nextRandom, randomInt, type Seed } from "@station/engine";

export const DODGER = {
  width: 256,
  height: 192,
  stepsPerSecond: 30,
  startLives: 3,
  maxLives: 5,
  playerRadius: 20,
  playerSpeed: 5,
  /** Gap between the player's circle and the bottom edge. */
  playerBottomGap: 4,
  blockSpeed: 4,
  blockSpeedPerLevel: 1,
  blockMinWidth: 50,
  blockMaxWidth: 150,
  blockHeight: 20,
  maxBlocks: 10,
  spawnEveryMs: 1000,
  bonusChance: 0.05,
  /** One full fade in and out of a bonus block's glow. */
  bonusFlashPeriodMs: 600,
  levelEveryMs: 20000,
  levelUpPoints: 100,
  /** How long a level message stays on screen. */
  levelMessageMs: 2500,
  dodgePoints: 10,
  countdownStepMs: 1000,
  levelMessages: [
    "You're doing wonderfully!",
    "Look at you go, superstar!",
    "So proud of you. Keep floating!",
    "Brave and steady, well done!",
    "You're shining so bright!",
    "Take a breath. You've got this!",
  ],
} as const;

export type DodgerPhase = "menu" | "countdown" | "playing" | "gameOver";
export type CountdownValue = "3" | "2" | "1" | "Go!";
export interface DodgerInput {
  readonly left: boolean;
  readonly right: boolean;
  /** Where a pointer drag wants the player's centre, in field units; null when not dragging. */
  readonly targetX: number | null;
}
export interface Block {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly isBonus: boolean;
  /** 0..1 opacity of a bonus block's glow; always 0 for an ordinary block. */
  readonly flash: number;
}
export interface Player {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly speed: number;
  readonly lives: number;
}
export interface DodgerState {
  readonly phase: DodgerPhase;
  readonly countdown: CountdownValue | null;
  readonly player: Player;
  readonly blocks: readonly Block[];
  readonly score: number;
  readonly level: number;
  readonly levelMessage: string | null;
  readonly seed: Seed;
  /** Steps spent on the current countdown value. */
  readonly countdownSteps: number;
  /** Steps since the last spawn. */
  readonly spawnSteps: number;
  /** Steps since the last level up; counts only while playing. */
  readonly levelSteps: number;
  /** Steps left before the level message goes away. */
  readonly messageSteps: number;
  /** Steps played in this game: drives the bonus glow. */
  readonly playSteps: number;
  readonly nextBlockId: number;
  /** Drift mode (see modes.ts): fixed for the state's life. */
  readonly drift: boolean;
}
export type DodgerEvent =
  | { type: "countdown"; value: CountdownValue }
  /** A block left the field at the bottom; `x` is its centre, where the board shows the points. */
  | { type: "dodged"; x: number }
  | { type: "lifeLost"; lives: number }
  /** Drift: a block touched the ball and went, with no life lost. */
  | { type: "bumped"; x: number }
  /** Drift: the player stopped the round. */
  | { type: "stopped"; score: number }
  | { type: "lifeUp"; lives: number }
  | { type: "maxLives" }
  | { type: "levelUp"; level: number; message: string }
  | { type: "gameOver"; score: number };

/** Milliseconds of game time as whole steps of 1/30 s. */
export function msToSteps(ms: number): number {
  return Math.round((ms * DODGER.stepsPerSecond) / 1000);
}

const COUNTDOWN_STEPS = msToSteps(DODGER.countdownStepMs);
const SPAWN_STEPS = msToSteps(DODGER.spawnEveryMs);
const LEVEL_STEPS = msToSteps(DODGER.levelEveryMs);
const MESSAGE_STEPS = msToSteps(DODGER.levelMessageMs);
const FLASH_STEPS = msToSteps(DODGER.bonusFlashPeriodMs);
const NEXT_COUNTDOWN: Readonly<Record<CountdownValue, CountdownValue | null>> = {
  "3": "2",
  "2": "1",
  "1": "Go!",
  "Go!": null,
};

export function playerMinX(): number {
  return DODGER.playerRadius;
}
export function playerMaxX(): number {
  return DODGER.width - DODGER.playerRadius;
}

/** Falling speed in field units per step at a level (level 1 is the first). */
export function blockSpeed(level: number): number {
  return DODGER.blockSpeed + DODGER.blockSpeedPerLevel * (level - 1);
}

/** The message for reaching `level` (2 and up): the six messages in turn, then again. */
export function levelMessage(level: number): string {
  const messages = DODGER.levelMessages;
  return messages[(((level - 2) % messages.length) + messages.length) % messages.length] ?? messages[0];
}

/** A triangle wave from 0 up to 1 and back over one flash period. */
export function bonusFlash(playSteps: number): number {
  const phase = (playSteps % FLASH_STEPS) / FLASH_STEPS;
  return 1 - Math.abs(phase * 2 - 1);
}

function freshGame(seed: Seed, phase: DodgerPhase, drift: boolean): DodgerState {
  return {
    phase,
    countdown: phase === "countdown" ? "3" : null,
    player: {
      x: DODGER.width / 2,
      y: DODGER.height - DODGER.playerRadius - DODGER.playerBottomGap,
      radius: DODGER.playerRadius,
      speed: DODGER.playerSpeed,
      lives: DODGER.startLives,
    },
    blocks: [],
    score: 0,
    level: 1,
    levelMessage: null,
    seed,
    countdownSteps: 0,
    spawnSteps: 0,
    levelSteps: 0,
    messageSteps: 0,
    playSteps: 0,
    nextBlockId: 1,
    drift,
  };
}

export function createDodger(seed: Seed, options: { drift?: boolean } = {}): DodgerState {
  return freshGame(seed >>> 0, "menu", options.drift === true);
}

/** Drift's end: the player stops a round in its countdown or play, and it is over with its score. */
export function stopDrift(state: DodgerState): { state: DodgerState; events: readonly DodgerEvent[] } {
  if (!state.drift || (state.phase !== "playing" && state.phase !== "countdown")) return { state, events: [] };
  return { state: { ...state, phase: "gameOver", countdown: null }, events: [{ type: "stopped", score: state.score }] };
}

/** Menu -> countdown at "3", on a fresh field. The "3" event comes with the first step. */
export function startCountdown(state: DodgerState): DodgerState {
  if (state.phase !== "menu") return state;
  return freshGame(state.seed, "countdown", state.drift);
}

/** "Play Again": game over -> menu. */
export function backToMenu(state: DodgerState): DodgerState {
  if (state.phase !== "gameOver") return state;
  return freshGame(state.seed, "menu", state.drift);
}

/** Keyboard moves by the player's speed; a drag target pulls toward it at most that far. */
export function movePlayerX(x: number, input: DodgerInput): number {
  let next = x;
  if (input.targetX !== null) {
    const delta = input.targetX - x;
    next = x + Math.max(-DODGER.playerSpeed, Math.min(DODGER.playerSpeed, delta));
  } else if (input.left !== input.right) {
    next = x + (input.left ? -DODGER.playerSpeed : DODGER.playerSpeed);
  }
  return Math.max(playerMinX(), Math.min(playerMaxX(), next));
}

/** Circle against rectangle: the closest point of the rectangle lies inside the circle. */
export function touches(player: Pick<Player, "x" | "y" | "radius">, block: Block): boolean {
  const closestX = Math.max(block.x, Math.min(player.x, block.x + block.width));
  const closestY = Math.max(block.y, Math.min(player.y, block.y + block.height));
  const dx = player.x - closestX;
  const dy = player.y - closestY;
  return dx * dx + dy * dy < player.radius * player.radius;
}

/** A new block just above the field: random width and column, 5% of them bonus blocks. */
export function spawnBlock(id: number, seed: Seed): { block: Block; seed: Seed } {
  const [width, afterWidth] = randomInt(seed, DODGER.blockMinWidth, DODGER.blockMaxWidth);
  const [x, afterX] = randomInt(afterWidth, 0, DODGER.width - width);
  const [roll, afterRoll] = nextRandom(afterX);
  const isBonus = roll < DODGER.bonusChance;
  return {
    block: { id, x, y: -DODGER.blockHeight, width, height: DODGER.blockHeight, isBonus, flash: 0 },
    seed: afterRoll,
  };
}

function stepCountdown(state: DodgerState): { state: DodgerState; events: readonly DodgerEvent[] } {
  const current = state.countdown ?? "3";
  if (state.countdownSteps === 0 && current === "3") {
    return { state: { ...state, countdownSteps: 1 }, events: [{ type: "countdown", value: "3" }] };
  }
  const steps = state.countdownSteps + 1;
  if (steps < COUNTDOWN_STEPS) return { state: { ...state, countdownSteps: steps }, events: [] };
  const next = NEXT_COUNTDOWN[current];
  if (next === null) return { state: { ...state, phase: "playing", countdown: null, countdownSteps: 0 }, events: [] };
  return { state: { ...state, countdown: next, countdownSteps: 0 }, events: [{ type: "countdown", value: next }] };
}

function stepPlaying(state: DodgerState, input: DodgerInput): { state: DodgerState; events: readonly DodgerEvent[] } {
  const events: DodgerEvent[] = [];
  const playSteps = state.playSteps + 1;
  const player = { ...state.player, x: movePlayerX(state.player.x, input) };
  let { score, seed, nextBlockId } = state;
  let lives = player.lives;

  const speed = blockSpeed(state.level);
  const flash = bonusFlash(playSteps);
  const blocks: Block[] = [];
  for (const block of state.blocks) {
    const moved = { ...block, y: block.y + speed, flash: block.isBonus ? flash : 0 };
    if (moved.y >= DODGER.height) {
      score += DODGER.dodgePoints;
      events.push({ type: "dodged", x: block.x + block.width / 2 });
    } else if (touches(player, moved)) {
      if (moved.isBonus) {
        if (lives < DODGER.maxLives) {
          lives += 1;
          events.push({ type: "lifeUp", lives });
        } else {
          events.push({ type: "maxLives" });
        }
      } else if (state.drift) {
        // Drift: the block bumps the ball and is gone; nothing is lost.
        events.push({ type: "bumped", x: moved.x + moved.width / 2 });
      } else if (lives > 0) {
        lives -= 1;
        events.push({ type: "lifeLost", lives });
      }
    } else {
      blocks.push(moved);
    }
  }

  if (lives <= 0) {
    events.push({ type: "gameOver", score });
    return {
      state: { ...state, phase: "gameOver", player: { ...player, lives: 0 }, blocks, score, playSteps },
      events,
    };
  }

  let spawnSteps = state.spawnSteps + 1;
  if (spawnSteps >= SPAWN_STEPS) {
    spawnSteps = 0;
    if (blocks.length < DODGER.maxBlocks) {
      const spawned = spawnBlock(nextBlockId, seed);
      blocks.push({ ...spawned.block, flash: spawned.block.isBonus ? flash : 0 });
      seed = spawned.seed;
      nextBlockId += 1;
    }
  }

  let { level, levelMessage: message } = state;
  let messageSteps = Math.max(0, state.messageSteps - 1);
  if (messageSteps === 0) message = null;
  let levelSteps = state.levelSteps + 1;
  if (levelSteps >= LEVEL_STEPS) {
    levelSteps = 0;
    level += 1;
    score += DODGER.levelUpPoints;
    message = levelMessage(level);
    messageSteps = MESSAGE_STEPS;
    events.push({ type: "levelUp", level, message });
  }

  return {
    state: {
      ...state,
      player: { ...player, lives },
      blocks,
      score,
      seed,
      nextBlockId,
      spawnSteps,
      level,
      levelSteps,
      levelMessage: message,
      messageSteps,
      playSteps,
    },
    events,
  };
}

/** One update of 1/30 s. Only the countdown and play move; the menu and game over wait. */
export function step(state: DodgerState, input: DodgerInput): { state: DodgerState; events: readonly DodgerEvent[] } {
  if (state.phase === "countdown") return stepCountdown(state);
  if (state.phase === "playing") return stepPlaying(state, input);
  return { state, events: [] };
}
