import { Howl, Howler } from "howler";
import { muteStore } from "./mute";

/** Sound files live at /sounds/<name>.<ext>, made by scripts/build/sounds/main.ts. */
export const SOUND_BASE = "/sounds/";
/** The files tried for each sound, best first: howler plays the first the browser can. */
export const SOUND_FORMATS = ["webm", "mp3"] as const;

/** A game's loaded sounds, played by name (GameContext.sound ends here). */
export interface SoundBank {
  play(name: string): void;
  /** Paused or hidden: nothing sounds, whatever the mute button says. */
  setSilenced(silenced: boolean): void;
  unload(): void;
}

/**
 * A game's sounds through howler. Created on the player's first input on the surface, so the
 * audio context starts inside a user gesture (no autoplay warning) and pages that are only
 * looked at never fetch a sound. `volume` (0 to 1) softens every sound (the site's bedtime).
 */
export function createSoundBank(names: readonly string[], volume = 1): SoundBank {
  const howls = new Map<string, Howl>();
  for (const name of names) {
    howls.set(
      name,
      new Howl({ src: SOUND_FORMATS.map((ext) => `${SOUND_BASE}${name}.${ext}`), preload: true, volume }),
    );
  }
  let silenced = false;
  const apply = () => Howler.mute(silenced || muteStore.getState().muted);
  const unsubscribe = muteStore.subscribe(apply);
  apply();
  return {
    play(name) {
      if (silenced || muteStore.getState().muted) return;
      howls.get(name)?.play();
    },
    setSilenced(value) {
      silenced = value;
      apply();
    },
    unload() {
      unsubscribe();
      for (const howl of howls.values()) howl.unload();
      howls.clear();
    },
  };
}
