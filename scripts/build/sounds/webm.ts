/**
 * The smallest WebM (Matroska) writer that browsers accept for one Opus audio track: EBML
 * header, segment info, one track, one cluster of SimpleBlocks. Enough for short sounds
 * decoded whole by the Web Audio API; no cues, no seeking.
 */

type Bytes = Uint8Array;

/** The parts one after another in one array (the MP3 writer uses it too). */
export function concat(parts: readonly Bytes[]): Bytes {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let position = 0;
  for (const part of parts) {
    out.set(part, position);
    position += part.length;
  }
  return out;
}

/** An element's size as an EBML variable-length integer. */
function sizeVint(size: number): Bytes {
  if (size < 0x7f) return Uint8Array.of(0x80 | size);
  if (size < 0x3fff) return Uint8Array.of(0x40 | (size >> 8), size & 0xff);
  if (size < 0x1fffff) return Uint8Array.of(0x20 | (size >> 16), (size >> 8) & 0xff, size & 0xff);
  return Uint8Array.of(0x10 | (size >>> 24), (size >> 16) & 0xff, (size >> 8) & 0xff, size & 0xff);
}

function idBytes(id: number): Bytes {
  const bytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Uint8Array.from(bytes);
}

function element(id: number, ...children: Bytes[]): Bytes {
  const data = concat(children);
  return concat([idBytes(id), sizeVint(data.length), data]);
}

function uint(id: number, value: number): Bytes {
  const bytes: number[] = [];
  for (let rest = value; rest > 0 || bytes.length === 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return element(id, Uint8Array.from(bytes));
}

function float(id: number, value: number): Bytes {
  const data = new Uint8Array(8);
  new DataView(data.buffer).setFloat64(0, value);
  return element(id, data);
}

function text(id: number, value: string): Bytes {
  return element(id, new TextEncoder().encode(value));
}

const SAMPLE_RATE = 48000;

/** The Ogg/Matroska "OpusHead" identification header (RFC 7845, section 5.1). */
function opusHead(preSkip: number): Bytes {
  const head = new Uint8Array(19);
  head.set(new TextEncoder().encode("OpusHead"));
  const view = new DataView(head.buffer);
  view.setUint8(8, 1);
  view.setUint8(9, 1);
  view.setUint16(10, preSkip, true);
  view.setUint32(12, SAMPLE_RATE, true);
  view.setInt16(16, 0, true);
  view.setUint8(18, 0);
  return head;
}

/** Wraps mono Opus packets of `frameMs` each into a WebM file. */
export function opusWebm(packets: readonly Bytes[], options: { frameMs: number; preSkip: number }): Bytes {
  const header = element(
    0x1a45dfa3,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    text(0x4282, "webm"),
    uint(0x4287, 4),
    uint(0x4285, 2),
  );
  const info = element(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000),
    text(0x4d80, "little-space-station"),
    text(0x5741, "little-space-station"),
    float(0x4489, packets.length * options.frameMs),
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae,
      uint(0xd7, 1),
      uint(0x73c5, 1),
      uint(0x83, 2),
      text(0x86, "A_OPUS"),
      element(0x63a2, opusHead(options.preSkip)),
      uint(0x56aa, Math.round((options.preSkip / SAMPLE_RATE) * 1e9)),
      uint(0x56bb, 80_000_000),
      element(0xe1, float(0xb5, SAMPLE_RATE), uint(0x9f, 1)),
    ),
  );
  const blocks = packets.map((packet, index) => {
    const time = index * options.frameMs;
    return element(0xa3, Uint8Array.of(0x81, (time >> 8) & 0xff, time & 0xff, 0x80), packet);
  });
  const cluster = element(0x1f43b675, uint(0xe7, 0), ...blocks);
  return concat([header, element(0x18538067, info, tracks, cluster)]);
}
