import { Mp3Encoder } from "@breezystack/lamejs";
import OpusScript from "opusscript";
import { SAMPLE_RATE } from "./synth";
import { concat, opusWebm } from "./webm";

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

export const OPUS_SAMPLE_RATE = 48000;
export const OPUS_KBPS = 32;
const OPUS_FRAME_MS = 20;
/** libopus's lookahead at 48 kHz for the "audio" application (6.5 ms); decoders skip it. */
const OPUS_PRE_SKIP = 312;

/** Encodes 48 kHz mono samples to Opus in WebM. Opus carries its own pre-skip, so no lead silence. */
export function encodeOpusWebm(samples: Int16Array): Uint8Array {
  const encoder = new OpusScript(OPUS_SAMPLE_RATE, 1, OpusScript.Application.AUDIO, { wasm: true });
  encoder.setBitrate(OPUS_KBPS * 1000);
  const frameSamples = (OPUS_SAMPLE_RATE / 1000) * OPUS_FRAME_MS;
  // Whole frames, with the pre-skip's worth of room at the end so the last note is not cut.
  const frames = Math.ceil((samples.length + OPUS_PRE_SKIP) / frameSamples);
  const padded = new Int16Array(frames * frameSamples);
  padded.set(samples);
  const packets: Uint8Array[] = [];
  for (let frame = 0; frame < frames; frame++) {
    const pcm = padded.subarray(frame * frameSamples, (frame + 1) * frameSamples);
    const packet = encoder.encode(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength), frameSamples);
    packets.push(Uint8Array.from(packet));
  }
  encoder.delete();
  return opusWebm(packets, { frameMs: OPUS_FRAME_MS, preSkip: OPUS_PRE_SKIP });
}
