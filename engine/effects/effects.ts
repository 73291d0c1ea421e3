import { Container, Graphics, GraphicsContext, Text, TextStyle } from "pixi.js";
import { prefersReducedMotion } from "../render/motion";
import { GAME_FONT } from "../render/text";
import { createEffectsCore, type EffectsCore } from "./effects-core";
import type { MotionSetting } from "./motion-setting";
import { readMotionSetting } from "./motion-setting";
import { EFFECT_COLORS } from "./palette";
import type { FloatingText } from "./float-text";
import type { Particle, ParticleShape } from "./particles";
import { drawPooled, type PoolDrawing } from "./pool";

export interface EffectsOptions {
  /** The board's logical size (the game's `size`): showers cover it, flashes fill it. */
  readonly size: { readonly width: number; readonly height: number };
  /** Defaults to the player's system setting, read live (engine/render/motion). */
  readonly reducedMotion?: MotionSetting;
  /**
   * What `shake` moves: the board's container. It moves through its `pivot`, which nothing else
   * sets, so the scene root's fitted position is never touched. Defaults to the parent.
   */
  readonly shakeTarget?: Container;
  /** Seeds the scatter of bursts and confetti (cosmetic); random when left out. */
  readonly seed?: number;
  readonly maxParticles?: number;
  /** Floating text height in logical units; defaults to a share of the board. */
  readonly fontSize?: number;
  /** Pixels per logical unit text is rasterised at: boards are scaled up, so more than 1. */
  readonly textResolution?: number;
  readonly celebrateColors?: readonly number[];
  readonly softenColor?: number;
}

/** A view's effects layer, on top of its board: the core's effects (EffectsCore), drawn. */
export interface Effects extends Pick<
  EffectsCore,
  "burst" | "floatText" | "flash" | "shake" | "celebrate" | "soften" | "active"
> {
  readonly layer: Container;
  /** Whether effects run in reduced motion right now. */
  readonly reducedMotion: boolean;
  /** Advances and draws every effect by `dtMs`; true when anything showed (render this frame). */
  update(dtMs: number): boolean;
  /** Sparks alive now (tests read it: none under reduced motion). */
  liveParticles(): number;
  /** Ends every effect at once (a new round). */
  clear(): void;
  destroy(): void;
}

/** Shapes are drawn at this radius and scaled: a circle tessellated at radius 1 would be a diamond. */
const SHAPE_RADIUS = 8;

function shapes(): Record<ParticleShape, GraphicsContext> {
  const r = SHAPE_RADIUS;
  return {
    dot: new GraphicsContext().circle(0, 0, r).fill(0xffffff),
    star: new GraphicsContext().star(0, 0, 5, r, r * 0.45).fill(0xffffff),
    confetti: new GraphicsContext().roundRect(-r, -r * 0.4, 2 * r, r * 0.8, r * 0.15).fill(0xffffff),
  };
}

/**
 * The effects layer: particles are pooled Graphics sharing three white shapes (tinted per
 * particle, so a burst of 40 builds no geometry and batches into one draw), floating texts are
 * a few pooled Text objects, flash and veil are one rectangle each. Everything lives under
 * `parent`, so a lost WebGL context's rebuild (the view made again) makes it afresh.
 */
export function createEffects(parent: Container, options: EffectsOptions): Effects {
  const { size } = options;
  const setting = options.reducedMotion ?? prefersReducedMotion;
  const core = createEffectsCore({
    size,
    reducedMotion: setting,
    seed: options.seed ?? Math.floor(Math.random() * 0x100000000),
    maxParticles: options.maxParticles,
    celebrateColors: options.celebrateColors,
    softenColor: options.softenColor,
  });
  const shakeTarget = options.shakeTarget ?? parent;
  const fontSize = options.fontSize ?? Math.max(12, Math.round(Math.min(size.width, size.height) * 0.075));
  const resolution = options.textResolution ?? 3;

  const layer = new Container({ label: "effects" });
  // Effects are drawn over the board and never take a tap meant for it.
  layer.eventMode = "none";
  const veil = new Graphics().rect(0, 0, size.width, size.height).fill(0xffffff);
  const sparks = new Container();
  const words = new Container();
  const flash = new Graphics().rect(0, 0, size.width, size.height).fill(0xffffff);
  veil.visible = flash.visible = false;
  layer.addChild(veil, sparks, words, flash);
  parent.addChild(layer);

  const contexts = shapes();
  const sparkPool: Graphics[] = [];
  const textStyle = new TextStyle({
    fontFamily: GAME_FONT,
    fontSize,
    fontWeight: "800",
    fill: 0xffffff,
    // A dark rim keeps a pale figure readable over a pale board; the tint leaves it dark.
    stroke: { color: EFFECT_COLORS.deepNight, width: Math.max(2, fontSize * 0.16), join: "round" },
  });
  const textPool: { text: Text; id: number }[] = [];
  let basePivot: { x: number; y: number } | null = null;

  // Made once, so a frame allocates nothing to draw.
  const sparkSlots: PoolDrawing<Particle, Graphics> = {
    make: (p) => sparks.addChild(new Graphics(contexts[p.shape])),
    draw: (g, p) => {
      if (g.context !== contexts[p.shape]) g.context = contexts[p.shape];
      g.visible = p.alpha > 0;
      g.position.set(p.x, p.y);
      g.rotation = p.rotation;
      g.scale.set(p.size / SHAPE_RADIUS);
      g.tint = p.color;
      g.alpha = p.alpha;
    },
    hide: (g) => void (g.visible = false),
  };
  const wordSlots: PoolDrawing<FloatingText, { text: Text; id: number }> = {
    make: () => ({ text: words.addChild(new Text({ text: "", style: textStyle, resolution, anchor: 0.5 })), id: 0 }),
    draw: (slot, t) => {
      // A text is rasterised again whenever its string changes: only when the slot's text does.
      if (slot.id !== t.id) {
        slot.id = t.id;
        if (slot.text.text !== t.text) slot.text.text = t.text;
        slot.text.tint = t.color;
      }
      slot.text.visible = true;
      slot.text.position.set(t.x, t.y);
      slot.text.scale.set(t.scale);
      slot.text.alpha = t.alpha;
    },
    hide: (slot) => void (slot.text.visible = false),
  };
  const drawSparks = () => drawPooled(core.particles.live, sparkPool, sparkSlots);
  const drawWords = () => drawPooled(core.texts.live, textPool, wordSlots);

  const drawWash = (g: Graphics, wash: { alpha: number; color: number }) => {
    g.visible = wash.alpha > 0;
    g.alpha = wash.alpha;
    g.tint = wash.color;
  };

  const drawShake = () => {
    if (shakeTarget.destroyed) return;
    const { x, y } = core.shaking.offset;
    if (core.shaking.active()) {
      basePivot ??= { x: shakeTarget.pivot.x, y: shakeTarget.pivot.y };
      shakeTarget.pivot.set(basePivot.x - x, basePivot.y - y);
    } else if (basePivot) {
      shakeTarget.pivot.set(basePivot.x, basePivot.y);
      basePivot = null;
    }
  };

  const draw = () => {
    if (layer.destroyed) return;
    drawSparks();
    drawWords();
    drawWash(veil, core.veil);
    drawWash(flash, core.flashing);
    drawShake();
  };

  return {
    layer,
    get reducedMotion() {
      return readMotionSetting(setting);
    },
    // The core's methods use no `this`: the layer hands them out as they are.
    burst: core.burst,
    floatText: core.floatText,
    flash: core.flash,
    shake: core.shake,
    celebrate: core.celebrate,
    soften: core.soften,
    update(dtMs) {
      const changed = core.update(dtMs);
      if (changed) draw();
      return changed;
    },
    active: core.active,
    liveParticles: () => core.particles.live.length,
    clear() {
      core.clear();
      draw();
    },
    destroy() {
      core.clear();
      drawShake();
      // The scene may have destroyed the layer already (a lost context's rebuild empties it first).
      if (!layer.destroyed) layer.destroy({ children: true });
      textStyle.destroy();
      for (const context of Object.values(contexts)) context.destroy();
    },
  };
}
