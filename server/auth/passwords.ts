/**
 * bcrypt through `@node-rs/bcrypt`: native code that runs on libuv's thread pool, so hashing
 * never holds the event loop and pages keep being served during a sign-in burst. Its hashes are
 * `$2b$10$...` like bcryptjs's (what the server wrote before) and like GoTrue's (Go's bcrypt), so
 * existing users keep signing in and can be moved to hosted Supabase with their passwords.
 * Pinned at 1.10.8: the npm registry this project installs from serves every platform package of
 * 1.10.8 but only the Linux x64 one of 2.0, and `npm ci` refuses a lock file that lacks the others.
 */
import { hash, verify } from "@node-rs/bcrypt";

/** bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords rather than truncate them. */
export const PASSWORD_MAX_BYTES = 72;

export function hashPassword(password: string, cost: number): Promise<string> {
  return hash(password, cost);
}

export async function checkPassword(password: string, hash: string): Promise<boolean> {
  // A malformed stored hash is a wrong password, as it was with bcryptjs, not a 500.
  return verify(password, hash).catch(() => false);
}

// A real hash to compare against when the email is unknown, so a wrong email takes as long as a
// wrong password and the timing does not tell which addresses have accounts.
let decoy: Promise<string> | undefined;
export function decoyHash(cost: number): Promise<string> {
  decoy ??= hashPassword("decoy password that never matches", cost);
  return decoy;
}
