import { hasModifier, type KeyLike } from "./keyboard";

/** M on the focused board turns the sound off or on; held down, it toggles once (auto-repeat is not a press). */
export function isMuteKey(event: KeyLike): boolean {
  return !event.repeat && !hasModifier(event) && event.key.toLowerCase() === "m";
}
