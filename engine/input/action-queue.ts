import type { InputSnapshot, PointerInput, QueuedInput } from "../contract/define-game";
import { hasModifier, type KeyLike } from "./keyboard";

/**
 * The one place input goes, whatever the device: keys, swipes, pad and HUD buttons become action
 * events, presses and lifts on the surface pointer events, a tap "play"; the loop drains them in
 * order and hands them to the game. Held actions and a dragged pointer are read by steps.
 */
export class ActionQueue<A extends string> {
  private events: QueuedInput<A>[] = [];
  private readonly heldActions = new Set<A>();
  // A key and a pad button may hold the same action; it is released when neither does.
  private readonly holders = new Map<A, Set<string>>();
  private pointerAt: { x: number; y: number } | null = null;

  press(action: A, source = "any"): void {
    const holders = this.holders.get(action) ?? new Set<string>();
    const wasHeld = holders.size > 0;
    holders.add(source);
    this.holders.set(action, holders);
    this.heldActions.add(action);
    if (!wasHeld) this.events.push({ action, kind: "press" });
  }

  release(action: A, source = "any"): void {
    const holders = this.holders.get(action);
    if (!holders?.delete(source) || holders.size > 0) return;
    this.heldActions.delete(action);
    this.events.push({ action, kind: "release" });
  }

  /** A one-off action (a swipe, a tap on a pad button): pressed and let go at once. */
  tap(action: A): void {
    this.events.push({ action, kind: "press" }, { action, kind: "release" });
  }

  /** A press, move, lift or cancel on the surface, in logical units. */
  pointer(event: PointerInput): void {
    this.events.push({ pointer: event });
  }

  /** "Play": the player tapped the surface (GameInstance.activate). */
  activate(): void {
    this.events.push({ activate: true });
  }

  /** Everything held is let go: the surface lost focus or the page was hidden. */
  releaseAll(): void {
    for (const action of [...this.heldActions]) this.events.push({ action, kind: "release" });
    this.heldActions.clear();
    this.holders.clear();
    this.pointerAt = null;
  }

  setPointer(at: { x: number; y: number } | null): void {
    this.pointerAt = at;
  }

  drain(): QueuedInput<A>[] {
    const out = this.events;
    this.events = [];
    return out;
  }

  snapshot(): InputSnapshot<A> {
    return { held: this.heldActions, pointer: this.pointerAt };
  }

  /**
   * A key going down: bound keys never scroll the page; auto-repeat is ignored (a held arrow
   * must not turn the snake again and again). Returns whether the key was the game's.
   */
  keyDown(event: KeyLike, lookup: (key: string) => A | undefined): boolean {
    if (hasModifier(event)) return false;
    const action = lookup(event.key);
    if (action === undefined) return false;
    event.preventDefault();
    if (!event.repeat) this.press(action, `key:${event.key.toLowerCase()}`);
    return true;
  }

  keyUp(event: KeyLike, lookup: (key: string) => A | undefined): boolean {
    const action = lookup(event.key);
    if (action === undefined) return false;
    this.release(action, `key:${event.key.toLowerCase()}`);
    return true;
  }
}
