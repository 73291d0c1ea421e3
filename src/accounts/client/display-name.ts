/** How the account corner names a user and what its avatar shows without a picture (spec.md section 3). */
import { isAvatarPath } from "../../../common/avatars";

export interface NamedUser {
  email?: string | null;
  user_metadata?: { nickname?: unknown; avatar_url?: unknown } | null;
}

function nicknameOf(user: NamedUser | null | undefined): string {
  const nickname = user?.user_metadata?.nickname;
  return typeof nickname === "string" ? nickname.trim() : "";
}

/** The nickname, otherwise the part of the email before the @. */
export function displayName(user: NamedUser | null | undefined): string {
  const nickname = nicknameOf(user);
  if (nickname) return nickname;
  const email = user?.email ?? "";
  return email.split("@")[0] ?? "";
}

/** The uppercase first letter of the nickname or the email, otherwise 'U'. */
export function avatarInitial(user: NamedUser | null | undefined): string {
  const source = nicknameOf(user) || (user?.email ?? "").trim();
  // Whole code points, so a nickname starting with an accented or non-Latin letter keeps it.
  const first = [...source][0];
  return first ? first.toLocaleUpperCase() : "U";
}

/**
 * The member's chosen avatar picture: one of the site's own (common/avatars.ts). Any other value
 * (a hosted project stores whatever a client sends) is ignored, so no page ever loads an image
 * from an address a member typed.
 */
export function avatarUrl(user: NamedUser | null | undefined): string | undefined {
  const url = user?.user_metadata?.avatar_url;
  return isAvatarPath(url) ? url : undefined;
}
