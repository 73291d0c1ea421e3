/**
 * Turns a greyscale raster of line art into region ids: 0 for the lines, 1..n for the enclosed areas.
 * Labelling runs on a thickened copy of the lines so colour cannot leak through a hairline gap; the
 * areas then grow back over that margin and over the lines' soft edges, so a fill meets the ink with
 * no white rim. Only the dark core of a line stays 0 (the line art is drawn over it anyway).
 */

export interface LabelOptions {
  /** Grey below this is ink for labelling (catches most of the anti-aliased edge). */
  readonly lineBelow: number;
  /** Grey below this is a line's core and never joins a region. */
  readonly coreBelow: number;
  /** Half-size of the square the line mask is dilated by for labelling. */
  readonly closeRadius: number;
  /** Areas smaller than this (counted before growing back) merge into a neighbour or become line. */
  readonly minArea: number;
}

export interface Labelled {
  readonly ids: Uint16Array;
  /** Number of regions; ids run 1..count. */
  readonly count: number;
}

function dilate(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  if (r <= 0) return mask.slice();
  const across = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (!mask[row + x]) continue;
      const from = Math.max(0, x - r);
      const to = Math.min(width - 1, x + r);
      across.fill(1, row + from, row + to + 1);
    }
  }
  const out = new Uint8Array(mask.length);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      if (!across[y * width + x]) continue;
      const to = Math.min(height - 1, y + r);
      for (let yy = Math.max(0, y - r); yy <= to; yy++) out[yy * width + x] = 1;
    }
  }
  return out;
}

export function labelRegions(grey: Uint8Array, width: number, height: number, options: LabelOptions): Labelled {
  const n = width * height;
  const ink = new Uint8Array(n);
  for (let i = 0; i < n; i++) ink[i] = grey[i]! < options.lineBelow ? 1 : 0;
  const blocked = dilate(ink, width, height, options.closeRadius);

  // Connected components of the open pixels, 4-connected, numbered in raster order of their first pixel.
  const label = new Int32Array(n);
  const queue = new Int32Array(n);
  const kept: number[] = [];
  let next = 0;
  for (let start = 0; start < n; start++) {
    if (blocked[start] || label[start]) continue;
    next++;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    label[start] = next;
    const take = (q: number) => {
      if (blocked[q] || label[q]) return;
      label[q] = next;
      queue[tail++] = q;
    };
    while (head < tail) {
      const p = queue[head++]!;
      const x = p % width;
      if (x > 0) take(p - 1);
      if (x < width - 1) take(p + 1);
      if (p >= width) take(p - width);
      if (p < n - width) take(p + width);
    }
    kept[next] = tail >= options.minArea ? 1 : 0;
  }
  for (let i = 0; i < n; i++) if (label[i] && !kept[label[i]!]) label[i] = 0;

  // Grow every region back, breadth first, over anything that is not a line's core: each pixel goes to
  // the nearest region, so a closed gap splits between its two sides.
  let tail = 0;
  for (let i = 0; i < n; i++) if (label[i]) queue[tail++] = i;
  let head = 0;
  while (head < tail) {
    const p = queue[head++]!;
    const id = label[p]!;
    const x = p % width;
    const visit = (q: number) => {
      if (!label[q] && grey[q]! >= options.coreBelow) {
        label[q] = id;
        queue[tail++] = q;
      }
    };
    if (x > 0) visit(p - 1);
    if (x < width - 1) visit(p + 1);
    if (p >= width) visit(p - width);
    if (p < n - width) visit(p + width);
  }

  // Compact the surviving ids to 1..count, still in raster order.
  const renumber = new Int32Array(next + 1);
  let count = 0;
  const ids = new Uint16Array(n);
  for (let i = 0; i < n; i++) {
    const l = label[i]!;
    if (!l) continue;
    if (!renumber[l]) renumber[l] = ++count;
    ids[i] = renumber[l]!;
  }
  if (count > 0xffff) throw new Error(`${count} regions do not fit 16 bits`);
  return { ids, count };
}
