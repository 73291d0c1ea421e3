import type { AuthClient } from "./supabase-client";

let pending: Promise<AuthClient> | null = null;

/** Loads supabase-js and creates the client, once; later calls share the same promise. */
export function loadAuthClient(): Promise<AuthClient> {
  if (!pending) {
    pending = import("./supabase-client").then((m) => m.createAuthClient());
    // A failed download (offline) may be retried by the next caller.
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}
