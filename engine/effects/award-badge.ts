import { Container, Graphics, Sprite, Texture } from "pixi.js";
import { prefersReducedMotion } from "../render/motion";
import { awardBadge, awardFrame } from "./award-flight";
import { boardText, setBoardText } from "./board-text";
import { readMotionSetting, type MotionSetting } from "./motion-setting";
import { EFFECT_COLORS } from "./palette";

/** Something the player earned while on the board: a sticker for the site's book, in the site's words. */
export interface BoardAward {
  /** Says which award this is: the same id is shown once per board. */
  readonly id: string;
  /** Its name, drawn under the badge: "Snake Snack". */
  readonly name: string;
  /** Its picture's address (any image the browser reads); a star is drawn when absent or not loaded. */
  readonly picture?: string;
  /** What a screen reader hears, once, when it arrives. */
  readonly words: string;
}

export interface AwardBadgeOptions {
  readonly size: { readonly width: number; readonly height: number };
  readonly textResolution?: number;
  readonly reducedMotion?: MotionSetting;
}

/** The award's flight into the board's corner badge (see award-flight.ts), drawn above everything. */
export interface AwardBadge {
  readonly container: Container;
  /** Starts this award's flight, replacing one still showing. */
  show(award: BoardAward): void;
  /** The award on the board now, or null. */
  readonly showing: BoardAward | null;
  /** Advances the flight; true while it moved (render this frame). */
  update(dtMs: number): boolean;
  destroy(): void;
}

/** A five-pointed star around (0, 0): the picture until the sticker's own has loaded. */
function drawStar(g: Graphics, radius: number): void {
  const points: number[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? radius : radius * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(Math.cos(a) * r, Math.sin(a) * r);
  }
  g.clear().poly(points).fill(EFFECT_COLORS.gold);
}

export function createAwardBadge(parent: Container, options: AwardBadgeOptions): AwardBadge {
  const { size } = options;
  const motion = options.reducedMotion ?? prefersReducedMotion;
  const place = awardBadge(size);
  const container = new Container({ label: "award-badge" });
  container.visible = false;
  const ring = new Graphics()
    .circle(place.x, place.y, place.picture / 2 + 6)
    .fill({ color: EFFECT_COLORS.night, alpha: 0.92 })
    .stroke({ color: EFFECT_COLORS.gold, width: 3 });
  const label = boardText(EFFECT_COLORS.gold, options.textResolution ?? 3);
  // Right-aligned under the ring, so a long name runs leftwards onto the board, never off it.
  label.anchor.set(1, 0);
  label.position.set(place.x + place.picture / 2 + 6, place.y + place.picture / 2 + 10);
  const star = new Graphics();
  drawStar(star, 50);
  const sprite = new Sprite();
  sprite.anchor.set(0.5);
  sprite.visible = false;
  container.addChild(ring, label, star, sprite);
  parent.addChild(container);

  // The pictures decoded by the browser and uploaded as textures, kept while the board lives. Not
  // PixiJS's Assets loader: its parsers and cache would add about 12 KB to every game.
  const pictures = new Map<string, Promise<Texture>>();
  const picture = (src: string) => {
    let texture = pictures.get(src);
    if (!texture) {
      const image = new Image();
      image.src = src;
      texture = image.decode().then(() => Texture.from(image));
      pictures.set(src, texture);
    }
    return texture;
  };
  let showing: BoardAward | null = null;
  let elapsed = 0;
  let calm = false;
  let destroyed = false;

  const hide = () => {
    showing = null;
    container.visible = false;
  };

  return {
    container,
    get showing() {
      return showing;
    },
    show(award) {
      showing = award;
      elapsed = 0;
      calm = readMotionSetting(motion);
      sprite.visible = false;
      star.visible = true;
      const fontSize = Math.max(11, Math.round(Math.min(size.width, size.height) * 0.045));
      setBoardText(label, award.name, fontSize, Math.min(size.width, size.height) * 0.45);
      container.visible = true;
      if (!award.picture) return;
      picture(award.picture).then(
        (texture) => {
          if (destroyed || showing !== award) return;
          sprite.texture = texture;
          sprite.visible = true;
          star.visible = false;
        },
        () => undefined, // The star stays.
      );
    },
    update(dtMs) {
      if (!showing) return false;
      elapsed += dtMs;
      const frame = awardFrame(elapsed, size, calm);
      if (!frame) {
        hide();
        return true;
      }
      ring.alpha = frame.badge;
      label.alpha = frame.badge;
      for (const picture of [star, sprite]) {
        picture.position.set(frame.x, frame.y);
        picture.alpha = frame.alpha;
      }
      star.scale.set(frame.size / 100);
      if (sprite.texture.width > 0)
        sprite.scale.set(frame.size / Math.max(sprite.texture.width, sprite.texture.height));
      return true;
    },
    destroy() {
      destroyed = true;
      hide();
      container.destroy({ children: true });
      for (const texture of pictures.values())
        void texture.then(
          (t) => t.destroy(true),
          () => undefined,
        );
    },
  };
}
