/**
 * The region map's wire format ("rows-v1"): region ids per pixel, row by row, as LEB128 varints in
 * base64. A row whose runs carry the same ids as the row above is stored as the shift of each run
 * boundary (mostly 0), which gzip squeezes to almost nothing; any other row is stored as runs.
 */

export const REGION_ENCODING = "rows-v1";

const SAME_IDS = 0;

function zigzag(n: number): number {
  return n >= 0 ? n * 2 : -n * 2 - 1;
}

function unzigzag(n: number): number {
  return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
}

class ByteWriter {
  private bytes = new Uint8Array(1 << 16);
  length = 0;

  varint(value: number): void {
    let v = value;
    do {
      if (this.length === this.bytes.length) {
        const grown = new Uint8Array(this.bytes.length * 2);
        grown.set(this.bytes);
        this.bytes = grown;
      }
      const low = v & 0x7f;
      v = Math.floor(v / 128);
      this.bytes[this.length++] = v > 0 ? low | 0x80 : low;
    } while (v > 0);
  }

  result(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

class ByteReader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}

  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.bytes[this.at++];
      if (byte === undefined) throw new Error("region data ends early");
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  }

  get done(): boolean {
    return this.at >= this.bytes.length;
  }
}

interface Runs {
  ids: number[];
  /** End x (exclusive) of every run but the last, which always ends at the width. */
  ends: number[];
}

function runsOf(ids: ArrayLike<number>, offset: number, width: number): Runs {
  const runs: Runs = { ids: [ids[offset]!], ends: [] };
  for (let x = 1; x < width; x++) {
    const id = ids[offset + x]!;
    if (id !== ids[offset + x - 1]) {
      runs.ends.push(x);
      runs.ids.push(id);
    }
  }
  return runs;
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export function encodeRegionIds(ids: ArrayLike<number>, width: number, height: number): Uint8Array {
  if (ids.length !== width * height) throw new Error("ids must hold width * height values");
  const out = new ByteWriter();
  let above: Runs | null = null;
  for (let y = 0; y < height; y++) {
    const row = runsOf(ids, y * width, width);
    if (above && sameIds(above.ids, row.ids)) {
      out.varint(SAME_IDS);
      row.ends.forEach((end, i) => out.varint(zigzag(end - above!.ends[i]!)));
    } else {
      out.varint(row.ids.length);
      row.ids.forEach((id, i) => {
        out.varint(id);
        if (i < row.ends.length) out.varint(row.ends[i]! - (i === 0 ? 0 : row.ends[i - 1]!));
      });
    }
    above = row;
  }
  return out.result();
}

export function decodeRegionIds(bytes: Uint8Array, width: number, height: number): Uint16Array {
  return decodeRuns(bytes, width, height).ids;
}

/** As decodeRegionIds, a byte a pixel when every id fits in one. */
export function decodeCompactRegionIds(bytes: Uint8Array, width: number, height: number): Uint8Array | Uint16Array {
  const { ids, most } = decodeRuns(bytes, width, height);
  return most <= 0xff ? new Uint8Array(ids) : ids;
}

/** The ids, and the largest of them (known from the runs: a scan of every pixel is slow on a phone). */
function decodeRuns(bytes: Uint8Array, width: number, height: number): { ids: Uint16Array; most: number } {
  const ids = new Uint16Array(width * height);
  let most = 0;
  const input = new ByteReader(bytes);
  let above: Runs | null = null;
  for (let y = 0; y < height; y++) {
    const head = input.varint();
    let row: Runs;
    if (head === SAME_IDS) {
      if (!above) throw new Error("the first row cannot repeat the one above");
      row = { ids: above.ids, ends: above.ends.map((end) => end + unzigzag(input.varint())) };
    } else {
      row = { ids: [], ends: [] };
      let x = 0;
      for (let i = 0; i < head; i++) {
        row.ids.push(input.varint());
        if (i < head - 1) {
          x += input.varint();
          row.ends.push(x);
        }
      }
    }
    let start = 0;
    row.ids.forEach((id, i) => {
      const end = i < row.ends.length ? row.ends[i]! : width;
      if (end < start || end > width) throw new Error(`region data row ${y} is malformed`);
      ids.fill(id, y * width + start, y * width + end);
      if (id > most) most = id;
      start = end;
    });
    above = row;
  }
  if (!input.done) throw new Error("region data has bytes left over");
  return { ids, most };
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Plain base64 without atob/btoa or Buffer, so the same code runs in Node, a worker or a page. */
export function toBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    parts.push(
      B64[(n >> 18) & 63]! +
        B64[(n >> 12) & 63]! +
        (i + 1 < bytes.length ? B64[(n >> 6) & 63]! : "=") +
        (i + 2 < bytes.length ? B64[n & 63]! : "="),
    );
  }
  return parts.join("");
}

export function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, "");
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const c of clean) {
    const digit = B64_INDEX.get(c);
    if (digit === undefined) throw new Error("region data is not base64");
    value = ((value << 6) | digit) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >> bits) & 0xff;
    }
  }
  return out;
}
