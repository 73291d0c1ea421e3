/**
 * The one supabase-js client. This module is only ever reached through `import()` (see
 * load-client.ts): supabase-js is about 54 KB gzip, and content pages do not pay for it on first
 * paint unless a session is stored or an emailed link brought one.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { AUTH_STORAGE_KEY, authConfig } from "./config";
import { RememberStorage, browserStore, memoryStore } from "./remember-storage";

export interface AuthClient {
  supabase: SupabaseClient;
  storage: RememberStorage;
}

export function createAuthClient(): AuthClient {
  const storage = new RememberStorage(
    browserStore("localStorage") ?? memoryStore(),
    browserStore("sessionStorage") ?? memoryStore(),
    AUTH_STORAGE_KEY,
  );
  const { url, anonKey } = authConfig(window.location.origin);
  const supabase = createClient(url, anonKey, {
    auth: {
      storage,
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      // The emailed links carry the session in the fragment (the embedded service's contract).
      flowType: "implicit",
    },
  });
  return { supabase, storage };
}
