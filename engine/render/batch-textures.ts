import { GlLimitsSystem } from "pixi.js";

/**
 * At most this many textures in one batched draw. PixiJS batches up to the GPU's texture units
 * (16 on most), and every pixel of every batched shape then runs a 16-way branch to pick its
 * texture. Real GPUs shrug that off; software WebGL does not: in Chromium's SwiftShader one frame
 * of Snake's 600 px board cost 80 ms of CPU with 16 and 19 ms with 4 (1 was 17). The boards draw
 * vector shapes (one white texture) and a few texts, so 4 seldom splits a batch.
 */
export const MAX_BATCH_TEXTURES = 4;

let capped = false;

/**
 * Caps PixiJS's batchable textures for every WebGL renderer made from now on. The limits system
 * reads them when a context starts or is restored, before the batchers and the graphics shader
 * are built from them, so the cap goes right after it; it must run before the first renderer.
 */
export function capBatchTextures(): void {
  if (capped) return;
  capped = true;
  const read = GlLimitsSystem.prototype.contextChange;
  GlLimitsSystem.prototype.contextChange = function (this: GlLimitsSystem) {
    read.call(this);
    this.maxBatchableTextures = Math.min(this.maxBatchableTextures, MAX_BATCH_TEXTURES);
  };
}
