/**
 * The sign-up rules, shared with the forms through common/validation.ts, turned into GoTrue's
 * errors. Emails are trimmed and lower-cased, as GoTrue stores them.
 */
import { isAvatarPath } from "../../../common/avatars.ts";
import { INVALID_NICKNAME, isValidEmail, isValidNickname, PASSWORD_MIN } from "../../../common/validation.ts";
import type { Queryable } from "../core/db.ts";
import { errors } from "./errors.ts";
import { PASSWORD_MAX_BYTES } from "./passwords.ts";

/**
 * GoTrue's format rule (the characters RFC 5322 allows unquoted before the @, then host labels of
 * letters, digits and inner hyphens); ours adds the form's rule on top.
 */
const GOTRUE_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email === "") throw errors.validation("An email address is required");
  if (email.length > 255) throw errors.validation("An email address is too long");
  if (!GOTRUE_EMAIL.test(email)) throw errors.validation("Unable to validate email address: invalid format");
  if (!isValidEmail(email)) throw errors.emailInvalid(email);
  return email;
}

export function checkNewPassword(password: string): void {
  if ([...password].length < PASSWORD_MIN) throw errors.weakPassword(PASSWORD_MIN);
  if (Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES) {
    throw errors.validation422(`Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`);
  }
}

/** What a member may keep in `user_metadata`: a nickname, and (after sign-up) one of the site's avatars. */
export type UserMetadata = {
  nickname?: string;
  /** The version of the community guidelines agreed to at sign-up (a date, YYYY-MM-DD). */
  guidelines?: string;
  avatar_url?: string | null;
};

/**
 * The user data a sign-up or update may store: the nickname (required on sign-up) and, on update,
 * `avatar_url`, which must be the path of one of the site's avatars (null takes it away). Other
 * keys are dropped, not stored: the site collects only an email address, a nickname and that choice.
 */
export function userMetadataFrom(
  data: Record<string, unknown> | undefined,
  required: boolean,
): UserMetadata | undefined {
  const metadata: UserMetadata = {};
  const raw = data?.nickname;
  if (raw === undefined || raw === null) {
    if (required) throw errors.validation422(`A nickname is required. ${INVALID_NICKNAME.description}`);
  } else {
    const nickname = typeof raw === "string" ? raw.normalize("NFC").trim() : raw;
    if (!isValidNickname(nickname)) throw errors.validation422(INVALID_NICKNAME.description);
    metadata.nickname = nickname;
  }
  const guidelines = data?.guidelines;
  if (required && typeof guidelines === "string" && /^\d{4}-\d{2}-\d{2}$/.test(guidelines)) {
    metadata.guidelines = guidelines;
  }
  if (!required && data && "avatar_url" in data) {
    const avatar = data.avatar_url;
    if (avatar !== null && !isAvatarPath(avatar)) {
      throw errors.validation422("avatar_url must be the path of one of the site's avatars, such as /avatars/moon.svg");
    }
    metadata.avatar_url = avatar;
  }
  return Object.keys(metadata).length > 0 ? metadata : undefined;
}

/**
 * The database's own word on a nickname (public.nickname_problem: the rule, personal details,
 * links and the owner's watched words), as GoTrue's 422. The trigger behind public.profiles
 * would keep a neutral nickname anyway; refusing here lets the member choose again at once.
 */
export async function checkNicknameAllowed(db: Queryable, metadata: UserMetadata | undefined): Promise<void> {
  if (metadata?.nickname === undefined) return;
  const { rows } = await db.query<{ problem: string | null }>("select public.nickname_problem($1) as problem", [
    metadata.nickname,
  ]);
  const problem = rows[0]?.problem;
  if (problem) throw errors.validation422(problem);
}
