/** The page asks a waiting worker to take over with this message (the Reload button). */
export const SKIP_WAITING_MESSAGE = "lss:skip-waiting";

/** What the offline-aware forms say when there is no connection. */
export const OFFLINE_FORM_MESSAGE = "You're offline. Try again when you're connected.";
