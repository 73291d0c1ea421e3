/**
 * The JWT secret and the generated keys. With AUTH_JWT_SECRET unset, a secret is generated on
 * first start and kept in `<data dir>/auth-keys.json` (mode 600), so tokens stay valid across
 * restarts; the anon key generated with it is printed once, when it is created. The service-role
 * key (admin API, backups) is kept there too and never printed: the log says where it is.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { signAnonKey, signServiceRoleKey } from "./tokens.ts";

export interface Keys {
  jwtSecret: string;
  /** The generated anon key (an HS256 JWT with role "anon"), signed with jwtSecret. */
  generatedAnonKey: string;
  /** AUTH_SERVICE_ROLE_KEY, else a generated HS256 JWT with role "service_role", signed with jwtSecret. */
  serviceRoleKey: string;
}

export const KEYS_FILE = "auth-keys.json";

function writeKeys(file: string, keys: Keys): void {
  writeFileSync(file, JSON.stringify(keys, null, 2) + "\n", { mode: 0o600 });
  chmodSync(file, 0o600); // writeFileSync's mode is masked by the umask
}

export async function loadKeys(
  dataDir: string,
  secretFromEnv: string | undefined,
  serviceRoleKeyFromEnv?: string,
): Promise<Keys> {
  if (secretFromEnv) {
    if (secretFromEnv.length < 32) throw new Error("AUTH_JWT_SECRET must be at least 32 characters long.");
    return {
      jwtSecret: secretFromEnv,
      generatedAnonKey: await signAnonKey(secretFromEnv),
      serviceRoleKey: serviceRoleKeyFromEnv ?? (await signServiceRoleKey(secretFromEnv)),
    };
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, KEYS_FILE);
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, "utf8")) as Partial<Keys>;
    if (typeof saved.jwtSecret === "string" && typeof saved.generatedAnonKey === "string") {
      // The anon key is public (it ships in the client); the secret is never printed.
      console.log(`Auth: anon key (from ${file}): ${saved.generatedAnonKey}`);
      let serviceRoleKey = saved.serviceRoleKey;
      if (typeof serviceRoleKey !== "string") {
        // A data folder from before the admin API: add the key beside the others.
        serviceRoleKey = await signServiceRoleKey(saved.jwtSecret);
        writeKeys(file, { jwtSecret: saved.jwtSecret, generatedAnonKey: saved.generatedAnonKey, serviceRoleKey });
      }
      if (!serviceRoleKeyFromEnv) console.log(`Auth: the service-role key (admin API, backups) is in ${file}.`);
      return {
        jwtSecret: saved.jwtSecret,
        generatedAnonKey: saved.generatedAnonKey,
        serviceRoleKey: serviceRoleKeyFromEnv ?? serviceRoleKey,
      };
    }
    throw new Error(`${file} is damaged: delete it to generate new keys (every session then ends).`);
  }
  const jwtSecret = randomBytes(48).toString("base64url");
  const keys: Keys = {
    jwtSecret,
    generatedAnonKey: await signAnonKey(jwtSecret),
    serviceRoleKey: await signServiceRoleKey(jwtSecret),
  };
  writeKeys(file, keys);
  console.log(`Auth: generated a JWT secret and this anon key (kept in ${file}):\n${keys.generatedAnonKey}`);
  if (!serviceRoleKeyFromEnv) console.log(`Auth: the service-role key (admin API, backups) is in ${file}.`);
  return { ...keys, serviceRoleKey: serviceRoleKeyFromEnv ?? keys.serviceRoleKey };
}
