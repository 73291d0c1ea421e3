import { Mp3Encoder } from "@breezystack/lamejs";
import { SAMPLE_RATE } from "./synth";

/** 48 kbps mono keeps LAME at 32 kHz (no resampling): a few kilobytes a sound. */
export const MP3_KBPS = 48;
/** LAME's encoder delay (576) plus the decoder's (529): silence every MP3 decoder puts first. */
const CODEC_DELAY = 1105;
const GRANULE = 576;
const FRAME_SAMPLES = 1152;

/**
 * Encodes to MP3 with less leading silence than LAME leaves (35 ms at 32 kHz), so a snake's turn
 * sounds when it turns. Mp3Encoder disables the bit reservoir, so every frame decodes alone: we
 * pad the start until the sound begins one granule into the second frame, then drop the first
 * (silent) frame. What is left before the sound is one granule (18 ms), which the decoder needs
 * for its overlap.
 */
export function encodeMp3(samples: Int16Array): Uint8Array {
  const lead = FRAME_SAMPLES + GRANULE - CODEC_DELAY;
  const padded = new Int16Array(lead + samples.length);
  padded.set(samples, lead);
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, MP3_KBPS);
  const chunks: Uint8Array[] = [];
  for (let offset = 0; offset < padded.length; offset += FRAME_SAMPLES) {
    chunks.push(encoder.encodeBuffer(padded.subarray(offset, offset + FRAME_SAMPLES)));
  }
  chunks.push(encoder.flush());
  const bytes = concat(chunks);
  return bytes.subarray(frameLength(bytes, 0));
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let position = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, position);
    position += chunk.length;
  }
  return bytes;
}

const MPEG1_LAYER3_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG1_RATES = [44100, 48000, 32000];

/** Byte length of the MPEG-1 Layer III frame starting at `offset`. */
export function frameLength(bytes: Uint8Array, offset: number): number {
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  const isMpeg1Layer3 = bytes[offset] === 0xff && (b1 & 0xfe) === 0xfa;
  const kbps = MPEG1_LAYER3_KBPS[b2 >> 4];
  const rate = MPEG1_RATES[(b2 >> 2) & 3];
  if (!isMpeg1Layer3 || !kbps || !rate) throw new Error(`No MPEG-1 Layer III frame at byte ${offset}`);
  return Math.floor((144000 * kbps) / rate) + ((b2 >> 1) & 1);
}
