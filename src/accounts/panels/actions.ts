/**
 * What the account page asks of the service, through supabase-js only (GoTrue's /auth/v1 and
 * PostgREST's /rest/v1: the same calls work against the embedded service and a hosted project).
 * The client is the site's one instance, so the AuthProvider hears every change (USER_UPDATED,
 * SIGNED_OUT) and the avatar menu follows at once.
 */
import type { SupabaseClient, User } from "@supabase/supabase-js";
import { loadAuthClient } from "../client/load-client";
import type { ServiceError } from "../messages/auth";
import { buildExport, type ExportedData, type ExportedProfile } from "./export-data";

export type Outcome = { error: ServiceError | null };

/**
 * What other features keep about the member, as the account page hands it in (src/accounts/ imports
 * none of them): their part of 'Download my data', and what they remove at once before the account
 * goes (pictures in Storage, which the database's cascade does not reach).
 */
export interface OtherFeatures {
  exportPart: (supabase: SupabaseClient, userId: string) => Promise<Partial<ExportedData>>;
  removeAll: (supabase: SupabaseClient) => Promise<void>;
  /** Forgets what this browser keeps of theirs once the account is gone (a visitor's copy that would merge back). */
  forgetHere?: () => void;
}

/** Runs a request of the account page; a thrown failure comes back as the answer's error. */
export async function attempt(run: () => Promise<{ error: ServiceError | null }>): Promise<Outcome> {
  try {
    const { error } = await run();
    return { error: error ?? null };
  } catch (error) {
    // The client's chunk failed to download, or the request never left: a network failure.
    return { error: { message: error instanceof Error ? error.message : String(error), status: 0 } };
  }
}

export const client = async () => (await loadAuthClient()).supabase;

/**
 * A nickname goes to the database first (set_nickname: the rule and the watched words, and the
 * one place public pages read it from), then to the session's metadata so the header agrees.
 */
export const saveProfile = (data: { nickname?: string; avatar_url?: string }) =>
  attempt(async () => {
    const supabase = await client();
    if (data.nickname !== undefined) {
      const { error } = await supabase.rpc("set_nickname", { nickname: data.nickname });
      if (error) return { data: { user: null }, error: { message: error.message, status: 400 } };
    }
    return supabase.auth.updateUser({ data });
  });

/** The current password is asked again: a borrowed, signed-in device is not enough to take the account. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  attempt(async () => (await client()).auth.updateUser({ password: newPassword, current_password: currentPassword }));

/** Mails the member a 6-digit code that stands in for the current password (GoTrue's reauthentication). */
export const sendReauthenticationCode = () => attempt(async () => (await client()).auth.reauthenticate());

/** A new password with the emailed code (the nonce) in place of the current password. */
export const changePasswordWithCode = (code: string, newPassword: string) =>
  attempt(async () => (await client()).auth.updateUser({ password: newPassword, nonce: code.replace(/\s/g, "") }));

/** Ends every session of the member, this one too. */
export const signOutEverywhere = () => attempt(async () => (await client()).auth.signOut({ scope: "global" }));

/**
 * Deletes the account (the user, by cascade every session, best, sticker and wall reaction), then forgets the session
 * here. The service has already ended it, so the local sign-out's answer does not matter.
 */
export const deleteAccount = (others: OtherFeatures) =>
  attempt(async () => {
    const supabase = await client();
    // Other features' pictures in Storage go now; the account's rows go with it below.
    await others.removeAll(supabase).catch(() => undefined);
    const { error } = await supabase.rpc("delete_own_account");
    if (error) return { error };
    await supabase.auth.signOut({ scope: "local" }).catch(() => undefined);
    return { error: null };
  });

/**
 * Asks the service whether this browser's session still stands. A stored session is trusted
 * until its access token expires, but another device may have ended it (a new password, 'Sign
 * out everywhere'): supabase-js then drops it here and reports SIGNED_OUT, and the page asks
 * the member to sign in. Offline, nothing changes.
 */
export async function checkSession(): Promise<void> {
  try {
    await (await client()).auth.getUser();
  } catch {
    // Offline or the client failed to load: the stored session stands for now.
  }
}

/** Everything the site keeps about the member, read fresh from the service. */
export async function fetchMyData(
  others: OtherFeatures,
): Promise<{ data: ExportedData | null; error: ServiceError | null }> {
  let data: ExportedData | null = null;
  const { error } = await attempt(async () => {
    const supabase = await client();
    const user = await supabase.auth.getUser();
    if (user.error) return user;
    const bests = await supabase
      .from("game_bests")
      .select("game_id, best, lower_is_better, achieved_at")
      .order("game_id");
    if (bests.error) return { error: { message: bests.error.message, code: bests.error.code } };
    const entries = await supabase
      .from("contest_entries")
      .select("id, title, page_id, state, winner, decline_reason, hidden, hidden_reason, created_at, reviewed_at")
      .order("created_at");
    if (entries.error) return { error: { message: entries.error.message, code: entries.error.code } };
    const profile = await supabase.from("profiles").select(PROFILE_COLUMNS).maybeSingle();
    if (profile.error) return { error: { message: profile.error.message, code: profile.error.code } };
    const theirs = await others.exportPart(supabase, user.data.user.id);
    data = {
      ...buildExport(user.data.user as User, bests.data ?? [], new Date(), entries.data ?? [], profile.data),
      ...theirs,
    };
    return { error: null };
  });
  return { data, error };
}

const PROFILE_COLUMNS = "nickname, needs_nickname, nickname_reason, guidelines_version, guidelines_agreed_at";

/** The member's public profile as the database keeps it, or null when it cannot be read now. */
export async function myProfile(): Promise<ExportedProfile | null> {
  try {
    const { data } = await (await client()).from("profiles").select(PROFILE_COLUMNS).maybeSingle();
    return (data as ExportedProfile | null) ?? null;
  } catch {
    return null;
  }
}
