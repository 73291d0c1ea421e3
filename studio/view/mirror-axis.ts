/** The mirror's line: where a stroke is reflected, shown while the mirror is on for Brush or Eraser. */
import { Container, Sprite, Texture } from "pixi.js";
import type { RegionMap } from "../region-map.ts";

/** Dashes of violet on white, so the line shows on any colour under it. */
export function mirrorAxis(map: RegionMap): Container {
  const axis = new Container();
  const dash = 40;
  for (let y = 0; y < map.height; y += dash * 2) {
    for (const [width, tint] of [
      [10, 0xffffff],
      [5, 0x6b3fa0],
    ] as const) {
      const piece = new Sprite(Texture.WHITE);
      piece.tint = tint;
      piece.width = width;
      piece.height = Math.min(dash, map.height - y);
      piece.position.set(map.width / 2 - width / 2, y);
      axis.addChild(piece);
    }
  }
  axis.visible = false;
  return axis;
}
