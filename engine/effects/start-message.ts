/** How the player is most likely to start: by touching the board or by a key. */
export type Device = "touch" | "keyboard";

/** The start prompt's words for the player's device. */
export function startMessage(device: Device): string {
  return device === "touch" ? "Tap to play" : "Press Space or Enter to play";
}

/** Whether the main pointer is a finger (a phone or tablet), from the media query. */
export function coarsePointer(): boolean {
  return typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
}

/**
 * The device to word the prompt for. `lastInputKind` is the last input seen: a PointerEvent's
 * `pointerType` ("touch", "pen", "mouse") or "keyboard". A pen is held like a finger and taps;
 * a mouse user has a keyboard at hand. With no input seen yet, the kind of main pointer decides.
 */
export function detectDevice(lastInputKind?: string | null, isCoarsePointer: () => boolean = coarsePointer): Device {
  switch (lastInputKind) {
    case "touch":
    case "pen":
      return "touch";
    case "mouse":
    case "keyboard":
      return "keyboard";
    default:
      return isCoarsePointer() ? "touch" : "keyboard";
  }
}
