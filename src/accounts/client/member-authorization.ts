import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * The signed-in member's Authorization header, as the session is now. supabase-js reads the token
 * only when it sends, after any sign-out under way: a member's read started as they press "Sign
 * out" would leave with the public key instead, and a member-only table answers that with 401.
 * Sent with this header the request stays the member's (an access token stays valid until it
 * expires, on hosted Supabase as here); with nobody signed in it is never sent.
 */
export async function memberAuthorization(auth: Pick<SupabaseClient["auth"], "getSession">): Promise<string> {
  const { data } = await auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error("Nobody is signed in");
  return `Bearer ${token}`;
}

type MemberClient = Pick<SupabaseClient, "auth">;

/** Reads `columns` of the rows `table` shows the member, asked as the member; a refusal throws its message. */
export async function selectAsMember(
  supabase: MemberClient & Pick<SupabaseClient, "from">,
  table: string,
  columns: string,
): Promise<unknown[]> {
  const authorization = await memberAuthorization(supabase.auth);
  const { data, error } = await supabase.from(table).select(columns).setHeader("Authorization", authorization);
  if (error) throw new Error(error.message);
  return data ?? [];
}

/** Calls the database function `name` as the member; a refusal throws its message. */
export async function callAsMember(
  supabase: MemberClient & Pick<SupabaseClient, "rpc">,
  name: string,
  args: Record<string, unknown>,
): Promise<void> {
  const authorization = await memberAuthorization(supabase.auth);
  const { error } = await supabase.rpc(name, args).setHeader("Authorization", authorization);
  if (error) throw new Error(error.message);
}
