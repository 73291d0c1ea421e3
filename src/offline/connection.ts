import { OFFLINE_FORM_MESSAGE } from "./messages";

/** The browser knows it has no connection (airplane mode, no signal, DevTools "Offline"). */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * For a form about to talk to the server: the offline message, or null to go ahead. The form
 * then stops without touching its fields, so what was typed is still there to send later.
 */
export function offlineProblem(): string | null {
  return isOffline() ? OFFLINE_FORM_MESSAGE : null;
}
