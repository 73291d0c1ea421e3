import type { AccountBestsApi } from "./account-api";
import { bestsBetterThan, mergeBests, type BestMap } from "./merge";

export interface SyncResult {
  /** The browser's and the account's bests merged: what both sides hold once the pushes land. */
  readonly bests: BestMap;
  /** Keys the account did not take this time (a failed request): tried again later. */
  readonly pending: string[];
}

/**
 * Sign-in, page load and coming back online: read the account's bests, send it every browser best
 * that beats its own, and take the account's where they are better. Rejects only when the account
 * cannot be read at all; the caller then keeps what it had.
 */
export async function syncWithAccount(api: AccountBestsApi, local: BestMap): Promise<SyncResult> {
  const account = await api.fetchAll();
  const pending: string[] = [];
  for (const key of bestsBetterThan(local, account)) {
    try {
      await api.record(key, local[key]!);
    } catch {
      pending.push(key);
    }
  }
  return { bests: mergeBests(local, account), pending };
}
