import { hasModifier, type KeyLike } from "./keyboard";

/** The keys a game page gives its game wherever they are pressed, unless a control wants them. */
export const PAGE_KEYS: ReadonlySet<string> = new Set([
  " ",
  "Enter",
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
]);

/** Enough of a DOM element to tell a control from the page around it (an `Element` fits). */
export interface KeyTarget {
  readonly tagName?: string;
  readonly isContentEditable?: boolean;
  getAttribute?(name: string): string | null;
  readonly parentElement?: KeyTarget | null;
}

/** Elements whose own keys (typing, pressing, choosing) must never be taken by the game. */
const CONTROL_TAGS = new Set([
  "INPUT",
  "TEXTAREA",
  "SELECT",
  "BUTTON",
  "SUMMARY",
  "IFRAME",
  "VIDEO",
  "AUDIO",
  "DIALOG",
]);
const CONTROL_ROLES = new Set([
  "button",
  "link",
  "textbox",
  "searchbox",
  "combobox",
  "listbox",
  "option",
  "menu",
  "menuitem",
  "menuitemcheckbox",
  "menuitemradio",
  "slider",
  "spinbutton",
  "tab",
  "tablist",
  "checkbox",
  "radio",
  "switch",
  "tree",
  "grid",
  "dialog",
  "alertdialog",
]);

/** Whether `target` or an element around it is a control that keeps its own keys. */
export function insideControl(target: KeyTarget | null | undefined): boolean {
  for (let node = target; node; node = node.parentElement) {
    const tag = node.tagName?.toUpperCase();
    if (tag && CONTROL_TAGS.has(tag)) return true;
    if (tag === "A" && node.getAttribute?.("href") != null) return true;
    if (node.isContentEditable) return true;
    const role = node.getAttribute?.("role");
    if (role && CONTROL_ROLES.has(role)) return true;
  }
  return false;
}

/**
 * Where a key pressed on a game page goes: "surface" when the board has focus (every mapped key),
 * "page" for Space, Enter or an arrow pressed anywhere else that is not a control (the game takes
 * it and the page does not scroll), null when the game must leave it alone (typing in a field,
 * pressing a button or link, a browser shortcut).
 */
export function keyDestination(
  event: Pick<KeyLike, "key" | "altKey" | "ctrlKey" | "metaKey">,
  target: KeyTarget | null | undefined,
  surface: KeyTarget,
): "surface" | "page" | null {
  if (target === surface) return "surface";
  if (hasModifier(event) || !PAGE_KEYS.has(event.key)) return null;
  return insideControl(target) ? null : "page";
}
