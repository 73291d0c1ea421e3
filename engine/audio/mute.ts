import { createStore } from "zustand/vanilla";

const KEY = "lss:sound-muted";

function remembered(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The player's mute choice, remembered across visits. No howler here: the button needs none.
 * It starts unmuted, as the pre-rendered HTML does, and `restoreMute` reads the remembered
 * choice after hydration (reading it earlier would make the first render disagree with the HTML).
 */
export const muteStore = createStore<{ muted: boolean; toggle: () => void }>()((set, get) => ({
  muted: false,
  toggle() {
    const muted = !get().muted;
    try {
      globalThis.localStorage?.setItem(KEY, muted ? "1" : "0");
    } catch {
      // Private mode without storage: the choice lasts this visit.
    }
    set({ muted });
  },
}));

/** Applies the remembered mute choice; the host calls it once after hydration. */
export function restoreMute(): void {
  if (remembered() !== muteStore.getState().muted) muteStore.setState({ muted: remembered() });
}
