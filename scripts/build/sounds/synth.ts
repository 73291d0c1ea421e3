/**
 * A tiny additive synthesiser for the games' sounds: soft sine-based notes with smooth
 * envelopes, no noise. Pure and deterministic, so `npm run sounds` always writes the same files.
 */
import type { Note, SoundRecipe } from "@station/engine/sounds";

export const SAMPLE_RATE = 32000;
/** Nothing louder than this fraction of full scale: the sounds sit gently under the page. */
export const PEAK_LIMIT = 0.5;

export { pitch } from "@station/engine/sounds";

export function soundLength(recipe: SoundRecipe): number {
  return Math.max(...recipe.notes.map((note) => note.at + note.duration));
}

/** Renders a recipe to 16-bit mono samples (at SAMPLE_RATE unless told). */
export function render(recipe: SoundRecipe, sampleRate: number = SAMPLE_RATE): Int16Array {
  const length = Math.ceil(soundLength(recipe) * sampleRate);
  const mix = new Float64Array(length);
  for (const note of recipe.notes) addNote(mix, note, sampleRate);
  const samples = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    const clamped = Math.max(-PEAK_LIMIT, Math.min(PEAK_LIMIT, mix[i] ?? 0));
    samples[i] = Math.round(clamped * 32767);
  }
  return samples;
}

function addNote(mix: Float64Array, note: Note, sampleRate: number): void {
  const start = Math.round(note.at * sampleRate);
  const count = Math.round(note.duration * sampleRate);
  const attack = Math.max(0.004, note.attack ?? 0.006) * sampleRate;
  const release = Math.min(0.012 * sampleRate, count / 4);
  const partials = [1, ...(note.harmonics ?? [])];
  const partialSum = partials.reduce((sum, strength) => sum + strength, 0);
  let phase = 0;
  for (let i = 0; i < count && start + i < mix.length; i++) {
    const progress = i / count;
    const frequency =
      note.glideTo === undefined ? note.frequency : note.frequency * (note.glideTo / note.frequency) ** progress;
    phase += (2 * Math.PI * frequency) / sampleRate;
    // A bell-like exponential decay, with a short fade in and a fade out so no edge clicks.
    const decay = Math.exp(-3.2 * progress);
    const fadeIn = Math.min(1, i / attack);
    const fadeOut = Math.min(1, (count - i) / release);
    let value = 0;
    partials.forEach((strength, index) => {
      value += strength * Math.sin(phase * (index + 1));
    });
    mix[start + i] = (mix[start + i] ?? 0) + (note.volume * decay * fadeIn * fadeOut * value) / partialSum;
  }
}
