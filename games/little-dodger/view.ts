import { Container, Graphics, Text } from "pixi.js";
import { createEventReader, GAME_FONT, type GameView, type Scene } from "@station/engine";
import { DODGER, type Block, type DodgerEvent } from "./rules";
import type { DodgerGame } from "./store";

const COLORS = {
  sky: 0x1b1545,
  star: 0x8f86c9,
  player: 0xc9b6ff,
  face: 0x231a4d,
  cheek: 0xff8cc6,
  blocks: [0xffb3d9, 0xa8f0d4, 0x9fd3ff, 0xffe59e],
  bonus: 0xffe59e,
  glow: 0xfff6cf,
  text: 0xffe59e,
};

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** The field, the player and the falling blocks, drawn each frame between the last two steps. */
export function createDodgerView(game: DodgerGame, scene: Scene): GameView {
  const layer = new Container();
  const sky = new Graphics();
  sky.rect(0, 0, DODGER.width, DODGER.height).fill(COLORS.sky);
  for (let i = 0; i < 28; i++) {
    // Fixed star positions from a small hash, so the sky looks the same every visit.
    const x = (i * 97 + 13) % DODGER.width;
    const y = (i * 61 + 29) % DODGER.height;
    sky.circle(x, y, i % 3 === 0 ? 1.2 : 0.7).fill(COLORS.star);
  }
  const blocks = new Graphics();
  const player = new Graphics();
  // The player is drawn once around (0, 0) and moved: cheaper than redrawing its face.
  player.circle(0, 0, DODGER.playerRadius).fill(COLORS.player);
  player.circle(-7, -4, 2.6).fill(COLORS.face);
  player.circle(7, -4, 2.6).fill(COLORS.face);
  player
    .moveTo(7 * Math.cos(0.15 * Math.PI), 3 + 7 * Math.sin(0.15 * Math.PI))
    .arc(0, 3, 7, 0.15 * Math.PI, 0.85 * Math.PI)
    .stroke({ width: 2.2, color: COLORS.face, cap: "round" });
  player.circle(-12, 4, 3).fill({ color: COLORS.cheek, alpha: 0.6 });
  player.circle(12, 4, 3).fill({ color: COLORS.cheek, alpha: 0.6 });
  const big = new Text({
    text: "",
    resolution: 4,
    style: { fontFamily: GAME_FONT, fontSize: 44, fontWeight: "800", fill: COLORS.text },
  });
  big.anchor.set(0.5);
  big.position.set(DODGER.width / 2, DODGER.height / 2 - 10);
  const small = new Text({
    text: "",
    resolution: 4,
    style: {
      fontFamily: GAME_FONT,
      fontSize: 14,
      fontWeight: "800",
      fill: COLORS.text,
      align: "center",
      wordWrap: true,
      wordWrapWidth: DODGER.width - 24,
    },
  });
  small.anchor.set(0.5, 0);
  small.position.set(DODGER.width / 2, 12);
  layer.addChild(sky, blocks, player, big, small);
  scene.root.addChild(layer);

  const drawBlock = (block: Block, y: number) => {
    const color = block.isBonus ? COLORS.bonus : (COLORS.blocks[block.id % COLORS.blocks.length] ?? COLORS.blocks[0]);
    if (block.isBonus) {
      blocks.roundRect(block.x - 3, y - 3, block.width + 6, block.height + 6, 8).fill({
        color: COLORS.glow,
        alpha: 0.25 + 0.6 * block.flash,
      });
    }
    blocks.roundRect(block.x, y, block.width, block.height, 6).fill(color);
    if (block.isBonus) blocks.star(block.x + block.width / 2, y + block.height / 2, 5, 7, 3.2).fill(COLORS.face);
  };

  const setText = (text: Text, value: string) => {
    if (text.text !== value) text.text = value;
  };

  const events = createEventReader(game.store.getState().events);
  const show = (event: DodgerEvent) => {
    const { effects } = scene;
    const { player: p } = game.store.getState().state;
    switch (event.type) {
      case "dodged":
        effects.floatText(Math.min(DODGER.width - 16, Math.max(16, event.x)), DODGER.height - 14, "+10", {
          color: COLORS.text,
        });
        break;
      case "lifeLost":
        effects.shake(7);
        effects.flash(COLORS.cheek);
        effects.burst(p.x, p.y, { color: [COLORS.player, COLORS.cheek], count: 16 });
        break;
      case "lifeUp":
      case "maxLives":
        effects.burst(p.x, p.y, { color: [COLORS.bonus, COLORS.glow], count: 22, shape: "star" });
        effects.floatText(p.x, p.y - DODGER.playerRadius - 8, event.type === "lifeUp" ? "+1 life" : "Max lives!", {
          color: COLORS.bonus,
        });
        break;
      case "levelUp":
        effects.flash(COLORS.bonus);
        effects.burst(DODGER.width / 2, DODGER.height / 2, { color: COLORS.blocks, count: 30, shape: "star" });
        effects.floatText(DODGER.width / 2, DODGER.height / 2, `Level ${event.level}`, { color: COLORS.bonus });
        break;
      case "gameOver":
        effects.burst(p.x, p.y, { color: [COLORS.player, COLORS.cheek], count: 24 });
        break;
      case "countdown":
        break;
    }
  };

  let drawnKey = "";
  return {
    draw(alpha) {
      const store = game.store.getState();
      for (const event of events.take(store.events)) show(event);
      const { state, previous } = store;
      // Outside play the field only changes with the phase or the countdown number.
      const key = `${state.phase}:${state.countdown}:${state.player.lives}`;
      if (state.phase !== "playing" && key === drawnKey) return false;
      drawnKey = key;
      const before = new Map(previous.blocks.map((b) => [b.id, b.y]));
      blocks.clear();
      for (const block of state.blocks) drawBlock(block, lerp(before.get(block.id) ?? block.y, block.y, alpha));
      player.position.set(lerp(previous.player.x, state.player.x, alpha), state.player.y);
      player.alpha = state.phase === "gameOver" ? 0.5 : 1;
      // Game over is the engine's end card.
      setText(big, state.phase === "countdown" ? (state.countdown ?? "") : "");
      setText(small, state.phase === "playing" ? (state.levelMessage ?? "") : "");
      return true;
    },
  };
}
