/**
 * The JWT secret and the generated anon key. With AUTH_JWT_SECRET unset, a secret is generated on
 * first start and kept in `<data dir>/auth-keys.json` (mode 600), so tokens stay valid across
 * restarts; the anon key generated with it is printed once, when it is created.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { signAnonKey } from "./tokens.ts";

export interface Keys {
  jwtSecret: string;
  /** The generated anon key (an HS256 JWT with role "anon"), signed with jwtSecret. */
  generatedAnonKey: string;
}

const FILE = "auth-keys.json";

export async function loadKeys(dataDir: string, secretFromEnv: string | undefined): Promise<Keys> {
  if (secretFromEnv) {
    if (secretFromEnv.length < 32) throw new Error("AUTH_JWT_SECRET must be at least 32 characters long.");
    return { jwtSecret: secretFromEnv, generatedAnonKey: await signAnonKey(secretFromEnv) };
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, FILE);
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, "utf8")) as Partial<Keys>;
    if (typeof saved.jwtSecret === "string" && typeof saved.generatedAnonKey === "string") {
      // The anon key is public (it ships in the client); the secret is never printed.
      console.log(`Auth: anon key (from ${file}): ${saved.generatedAnonKey}`);
      return { jwtSecret: saved.jwtSecret, generatedAnonKey: saved.generatedAnonKey };
    }
    throw new Error(`${file} is damaged: delete it to generate new keys (every session then ends).`);
  }
  const jwtSecret = randomBytes(48).toString("base64url");
  const keys: Keys = { jwtSecret, generatedAnonKey: await signAnonKey(jwtSecret) };
  writeFileSync(file, JSON.stringify(keys, null, 2) + "\n", { mode: 0o600 });
  chmodSync(file, 0o600); // writeFileSync's mode is masked by the umask
  console.log(`Auth: generated a JWT secret and this anon key (kept in ${file}):\n${keys.generatedAnonKey}`);
  return keys;
}
