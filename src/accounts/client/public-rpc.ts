import { authConfig } from "./config";

/**
 * A public read from the database (the wall, its winners, its stickers) as a visitor's browser
 * makes it: one `fetch` with the anon key, so pages that only show the wall never load
 * supabase-js. `what` names the thing in the error: "The wall could not be loaded (503)".
 */
export async function publicRpc<T>(fn: string, what: string, signal?: AbortSignal): Promise<T> {
  const { url, anonKey } = authConfig(window.location.origin);
  const response = await fetch(`${url}/rest/v1/rpc/${fn}`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
    body: "{}",
    signal,
  });
  if (!response.ok) throw new Error(`${what} could not be loaded (${response.status})`);
  return (await response.json()) as T;
}
