/**
 * bcrypt through bcryptjs (pure JS, no native build). Its hashes are `$2b$10$...`, the format
 * hosted Supabase (GoTrue, Go's bcrypt) reads, so users can be moved there with their passwords.
 * The async calls hash in slices, so the server keeps answering while a hash is computed.
 */
import bcrypt from "bcryptjs";

/** bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords rather than truncate them. */
export const PASSWORD_MAX_BYTES = 72;

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function checkPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

// A real hash to compare against when the email is unknown, so a wrong email takes as long as a
// wrong password and the timing does not tell which addresses have accounts.
let decoy: Promise<string> | undefined;
export function decoyHash(cost: number): Promise<string> {
  decoy ??= bcrypt.hash("decoy password that never matches", cost);
  return decoy;
}
