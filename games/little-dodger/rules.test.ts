import { describe, expect, it } from "vitest";
import {
  DODGER,
  backToMenu,
  blockSpeed,
  createDodger,
  levelMessage,
  spawnBlock,
  startCountdown,
  step,
  type Block,
  type DodgerEvent,
  type DodgerInput,
  type DodgerState,
} from "./rules";

const SEED = 20250721;
const IDLE: DodgerInput = { left: false, right: false, targetX: null };
const LEFT: DodgerInput = { left: true, right: false, targetX: null };
const RIGHT: DodgerInput = { left: false, right: true, targetX: null };

function playing(overrides: Partial<DodgerState> = {}): DodgerState {
  return { ...createDodger(SEED), phase: "playing", countdown: null, ...overrides };
}

function run(state: DodgerState, steps: number, input: DodgerInput = IDLE) {
  const events: DodgerEvent[] = [];
  for (let i = 0; i < steps; i++) {
    const result = step(state, input);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

function block(overrides: Partial<Block>): Block {
  return { id: 99, x: 0, y: 0, width: 60, height: DODGER.blockHeight, isBonus: false, flash: 0, ...overrides };
}

/** A block whose next step lands squarely on the player (who sits at x 128, y 168). */
function blockOnPlayer(overrides: Partial<Block> = {}): Block {
  return block({ x: 100, y: 140, ...overrides });
}

describe("phases and the countdown", () => {
  it("starts at the menu with 3 lives, level 1, no blocks and the player near the bottom middle", () => {
    const state = createDodger(SEED);
    expect(state.phase).toBe("menu");
    expect(state.countdown).toBeNull();
    expect(state.player).toEqual({ x: 128, y: 168, radius: 20, speed: 5, lives: 3 });
    expect(state.blocks).toEqual([]);
    expect(state.score).toBe(0);
    expect(state.level).toBe(1);
    expect(step(state, RIGHT).state).toBe(state);
  });

  it("counts 3, 2, 1, Go! for one second (30 steps) each, then plays", () => {
    let state = startCountdown(createDodger(SEED));
    expect(state.phase).toBe("countdown");
    expect(state.countdown).toBe("3");
    const shown: string[] = [];
    const events: DodgerEvent[] = [];
    for (let i = 0; i < 120; i++) {
      expect(state.phase).toBe("countdown");
      shown.push(state.countdown ?? "none");
      const result = step(state, RIGHT);
      state = result.state;
      events.push(...result.events);
    }
    const stepsShowing = (value: string) => shown.filter((shownValue) => shownValue === value).length;
    expect([stepsShowing("3"), stepsShowing("2"), stepsShowing("1"), stepsShowing("Go!")]).toEqual([30, 30, 30, 30]);
    expect(events).toEqual([
      { type: "countdown", value: "3" },
      { type: "countdown", value: "2" },
      { type: "countdown", value: "1" },
      { type: "countdown", value: "Go!" },
    ]);
    expect(state.phase).toBe("playing");
    expect(state.countdown).toBeNull();
    // Nothing moved or fell while counting down.
    expect(state.player.x).toBe(128);
    expect(state.blocks).toEqual([]);
  });

  it("starts the countdown only from the menu", () => {
    const game = playing();
    expect(startCountdown(game)).toBe(game);
  });

  it("ends at zero lives, then 'Play Again' returns to a fresh menu", () => {
    const result = step(
      playing({ score: 230, player: { ...playing().player, lives: 1 }, blocks: [blockOnPlayer()] }),
      IDLE,
    );
    expect(result.events).toEqual([
      { type: "lifeLost", lives: 0 },
      { type: "gameOver", score: 230 },
    ]);
    expect(result.state.phase).toBe("gameOver");
    expect(step(result.state, RIGHT).state).toBe(result.state);
    const menu = backToMenu(result.state);
    expect(menu.phase).toBe("menu");
    expect(menu.player.lives).toBe(3);
    expect(menu.score).toBe(0);
    expect(menu.level).toBe(1);
    expect(menu.blocks).toEqual([]);
    expect(backToMenu(playing()).phase).toBe("playing");
  });
});

describe("the player", () => {
  it("moves 5 units a step with the left and right keys, and stays still with both or neither", () => {
    expect(step(playing(), LEFT).state.player.x).toBe(123);
    expect(step(playing(), RIGHT).state.player.x).toBe(133);
    expect(step(playing(), { left: true, right: true, targetX: null }).state.player.x).toBe(128);
    expect(step(playing(), IDLE).state.player.x).toBe(128);
  });

  it("stays inside the field", () => {
    expect(run(playing(), 40, LEFT).state.player.x).toBe(20);
    expect(run(playing(), 40, RIGHT).state.player.x).toBe(236);
  });

  it("follows a drag target at most 5 units a step, stopping on it, and never leaves the field", () => {
    const drag = (targetX: number): DodgerInput => ({ left: false, right: false, targetX });
    expect(step(playing(), drag(200)).state.player.x).toBe(133);
    expect(step(playing(), drag(126)).state.player.x).toBe(126);
    expect(run(playing(), 5, drag(110)).state.player.x).toBe(110);
    expect(run(playing(), 40, drag(-50)).state.player.x).toBe(20);
    // A drag wins over a held key.
    expect(step(playing(), { left: true, right: false, targetX: 200 }).state.player.x).toBe(133);
  });
});

describe("blocks", () => {
  it("spawns one block every 1000 ms (30 steps), just above the field", () => {
    let state = playing();
    state = run(state, 29).state;
    expect(state.blocks).toHaveLength(0);
    state = step(state, IDLE).state;
    expect(state.blocks).toHaveLength(1);
    expect(state.blocks[0]?.y).toBe(-20);
    state = run(state, 29).state;
    expect(state.blocks).toHaveLength(1);
    state = step(state, IDLE).state;
    expect(state.blocks).toHaveLength(2);
  });

  it("falls 4 units a step at level 1 and one more per level", () => {
    expect(blockSpeed(1)).toBe(4);
    expect(blockSpeed(3)).toBe(6);
    const falling = block({ y: 0 });
    expect(step(playing({ blocks: [falling] }), IDLE).state.blocks[0]?.y).toBe(4);
    expect(step(playing({ blocks: [falling], level: 2 }), IDLE).state.blocks[0]?.y).toBe(5);
  });

  it("are 50 to 150 wide, 20 high and inside the field, whatever the seed", () => {
    const widths = new Set<number>();
    for (let seed = 0; seed < 3000; seed++) {
      const spawned = spawnBlock(1, seed).block;
      widths.add(spawned.width);
      expect(spawned.height).toBe(20);
      expect(spawned.x).toBeGreaterThanOrEqual(0);
      expect(spawned.x + spawned.width).toBeLessThanOrEqual(256);
    }
    expect(Math.min(...widths)).toBe(50);
    expect(Math.max(...widths)).toBe(150);
  });

  it("never number more than 10 at once", () => {
    const ten = Array.from({ length: 10 }, (_, id) => block({ id, y: -20 }));
    const result = step(playing({ blocks: ten, spawnSteps: 29 }), IDLE);
    expect(result.state.blocks).toHaveLength(10);
    expect(step(playing({ blocks: ten.slice(1), spawnSteps: 29 }), IDLE).state.blocks).toHaveLength(10);
  });

  it("are bonus blocks 5% of the time", () => {
    // Seed 27's first block is a bonus, seed 1's is not.
    expect(spawnBlock(1, 27).block.isBonus).toBe(true);
    expect(spawnBlock(1, 1).block.isBonus).toBe(false);
    let bonus = 0;
    for (let seed = 0; seed < 10000; seed++) if (spawnBlock(1, seed).block.isBonus) bonus++;
    expect(bonus / 10000).toBeGreaterThan(0.04);
    expect(bonus / 10000).toBeLessThan(0.06);
  });

  it("make a bonus block flash (its glow fades in and out) and leave ordinary blocks still", () => {
    let state = playing({ blocks: [block({ id: 1, y: -400, isBonus: true }), block({ id: 2, y: -400, x: 190 })] });
    const bonusFlashes: number[] = [];
    for (let i = 0; i < 18; i++) {
      state = step(state, IDLE).state;
      bonusFlashes.push(state.blocks.find((b) => b.id === 1)?.flash ?? -1);
      expect(state.blocks.find((b) => b.id === 2)?.flash).toBe(0);
    }
    for (const flash of bonusFlashes) expect(flash >= 0 && flash <= 1).toBe(true);
    expect(Math.max(...bonusFlashes)).toBe(1);
    expect(Math.min(...bonusFlashes)).toBeLessThan(0.2);
  });

  it("scores 10 for each block that leaves the bottom unhit", () => {
    const result = step(
      playing({ score: 40, blocks: [block({ x: 0, y: 190 }), block({ id: 2, x: 0, y: 100 })] }),
      IDLE,
    );
    expect(result.events).toEqual([{ type: "dodged", x: 30 }]);
    expect(result.state.score).toBe(50);
    expect(result.state.blocks.map((b) => b.id)).toEqual([2]);
  });
});

describe("lives", () => {
  it("loses a life when an ordinary block hits the player, and the block goes", () => {
    const result = step(playing({ blocks: [blockOnPlayer()] }), IDLE);
    expect(result.events).toEqual([{ type: "lifeLost", lives: 2 }]);
    expect(result.state.player.lives).toBe(2);
    expect(result.state.blocks).toEqual([]);
    expect(result.state.phase).toBe("playing");
  });

  it("uses circle-against-rectangle contact: a block beside the round player's corner misses", () => {
    // The block's corner sits diagonally off the circle: inside its bounding box, outside the circle.
    const corner = block({ x: 145, y: 128, width: 60 });
    const result = step(playing({ blocks: [corner] }), IDLE);
    expect(result.events).toEqual([]);
    expect(result.state.player.lives).toBe(3);
  });

  it("gains a life from a caught bonus block, up to 5, then reports max lives", () => {
    const bonus = blockOnPlayer({ isBonus: true });
    const gained = step(playing({ blocks: [bonus] }), IDLE);
    expect(gained.events).toEqual([{ type: "lifeUp", lives: 4 }]);
    expect(gained.state.player.lives).toBe(4);
    expect(gained.state.blocks).toEqual([]);
    const full = step(playing({ blocks: [bonus], player: { ...playing().player, lives: 5 } }), IDLE);
    expect(full.events).toEqual([{ type: "maxLives" }]);
    expect(full.state.player.lives).toBe(5);
    expect(full.state.blocks).toEqual([]);
  });
});

describe("levels", () => {
  it("go up every 20 s of play (600 steps, not counting the countdown) with +100 points", () => {
    let state = startCountdown(createDodger(SEED));
    const events: DodgerEvent[] = [];
    // Clear the falling blocks before each step so only the level timer acts.
    for (let i = 0; i < 120 + 599; i++) {
      const result = step({ ...state, blocks: [] }, IDLE);
      state = result.state;
      events.push(...result.events);
    }
    expect(state.level).toBe(1);
    expect(events.some((event) => event.type === "levelUp")).toBe(false);
    const result = step({ ...state, blocks: [] }, IDLE);
    expect(result.events).toEqual([{ type: "levelUp", level: 2, message: DODGER.levelMessages[0] }]);
    expect(result.state.level).toBe(2);
    expect(result.state.score).toBe(state.score + 100);
    expect(result.state.levelMessage).toBe(DODGER.levelMessages[0]);
  });

  it("show the six messages in turn, then start again", () => {
    let state = playing();
    const messages: string[] = [];
    for (let i = 0; i < 7; i++) {
      const result = step({ ...state, levelSteps: 599, blocks: [] }, IDLE);
      state = result.state;
      for (const event of result.events) if (event.type === "levelUp") messages.push(event.message);
    }
    expect(state.level).toBe(8);
    expect(new Set(messages.slice(0, 6)).size).toBe(6);
    expect(messages).toEqual([...DODGER.levelMessages, DODGER.levelMessages[0]]);
    expect(levelMessage(9)).toBe(DODGER.levelMessages[1]);
  });

  it("clear the level message after a short while", () => {
    const levelled = step(playing({ levelSteps: 599 }), IDLE).state;
    expect(levelled.levelMessage).not.toBeNull();
    const later = run({ ...levelled, blocks: [] }, 75).state;
    expect(later.levelMessage).toBeNull();
  });

  it("have short, kind messages", () => {
    expect(DODGER.levelMessages).toHaveLength(6);
    for (const message of DODGER.levelMessages) expect(message.length).toBeLessThanOrEqual(40);
  });
});
