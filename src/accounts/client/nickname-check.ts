import { loadAuthClient } from "./load-client";

/**
 * The database's word on a nickname (rpc nickname_problem: the rule, personal details, links,
 * the watched words), asked before a sign-up is sent: a hosted project's auth service would keep
 * any nickname, and the database would then give the member a neutral one. Null when it is fine,
 * or when the question could not be asked (the service checks again).
 */
export async function nicknameProblem(nickname: string): Promise<string | null> {
  try {
    const { supabase } = await loadAuthClient();
    const { data, error } = await supabase.rpc("nickname_problem", { nickname: nickname.normalize("NFC").trim() });
    return error ? null : ((data as string | null) ?? null);
  } catch {
    return null;
  }
}
