/** Second factors and their challenges in auth.mfa_factors and auth.mfa_challenges. */
import { randomUUID } from "node:crypto";
import type { Queryable } from "../../core/db.ts";

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: "totp";
  status: "unverified" | "verified";
  secret: string;
  last_totp_step: string | null;
  created_at: Date;
  updated_at: Date;
}

/** GoTrue's factor object: never the secret. */
export function factorJson(f: FactorRow) {
  return {
    id: f.id,
    friendly_name: f.friendly_name ?? "",
    factor_type: f.factor_type,
    status: f.status,
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
  };
}

export async function factorsOf(db: Queryable, userId: string): Promise<FactorRow[]> {
  return (await db.query<FactorRow>("select * from auth.mfa_factors where user_id = $1 order by created_at", [userId]))
    .rows;
}

export async function findFactor(db: Queryable, userId: string, id: string): Promise<FactorRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return (await db.query<FactorRow>("select * from auth.mfa_factors where id = $1 and user_id = $2", [id, userId]))
    .rows[0];
}

/** GoTrue removes unverified factors older than this when a new one is enrolled. */
const UNVERIFIED_FACTOR_MINUTES = 5;

export async function insertFactor(db: Queryable, userId: string, name: string, secret: string): Promise<FactorRow> {
  await db.query(
    `delete from auth.mfa_factors
      where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(mins => $2)`,
    [userId, UNVERIFIED_FACTOR_MINUTES],
  );
  return (
    await db.query<FactorRow>(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, secret)
       values ($1, $2, $3, 'totp', $4) returning *`,
      [randomUUID(), userId, name === "" ? null : name, secret],
    )
  ).rows[0]!;
}

export async function insertChallenge(db: Queryable, factorId: string): Promise<{ id: string; created_at: Date }> {
  return (
    await db.query<{ id: string; created_at: Date }>(
      "insert into auth.mfa_challenges (id, factor_id) values ($1, $2) returning id, created_at",
      [randomUUID(), factorId],
    )
  ).rows[0]!;
}

export async function findChallenge(db: Queryable, factorId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return (
    await db.query<{ id: string; created_at: Date; verified_at: Date | null }>(
      "select id, created_at, verified_at from auth.mfa_challenges where id = $1 and factor_id = $2",
      [id, factorId],
    )
  ).rows[0];
}
