/**
 * A stroke's points as a short string: integer x, y pairs as zigzag deltas from the previous point,
 * 5 bits a character with a continuation flag (a step of up to 15 px is one character per axis).
 * The alphabet is URL- and JSON-safe, so the string needs no escaping anywhere.
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const INDEX = new Map([...ALPHABET].map((c, i) => [c, i]));

export function encodePoints(points: readonly number[]): string {
  let out = "";
  let previous = [0, 0];
  for (let i = 0; i + 1 < points.length; i += 2) {
    const xy = [Math.round(points[i]!), Math.round(points[i + 1]!)];
    for (let axis = 0; axis < 2; axis++) {
      const delta = xy[axis]! - previous[axis]!;
      let v = delta >= 0 ? delta * 2 : -delta * 2 - 1;
      do {
        const low = v & 31;
        v = Math.floor(v / 32);
        out += ALPHABET[v > 0 ? low | 32 : low];
      } while (v > 0);
    }
    previous = xy;
  }
  return out;
}

export function decodePoints(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let scale = 1;
  for (const c of text) {
    const digit = INDEX.get(c);
    if (digit === undefined) throw new Error("not a point string");
    value += (digit & 31) * scale;
    if (digit & 32) {
      scale *= 32;
      continue;
    }
    values.push(value % 2 === 0 ? value / 2 : -(value + 1) / 2);
    value = 0;
    scale = 1;
  }
  if (scale !== 1 || values.length % 2) throw new Error("point string ends early");
  for (let i = 2; i < values.length; i++) values[i]! += values[i - 2]!;
  return values;
}
