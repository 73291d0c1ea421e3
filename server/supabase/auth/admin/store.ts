/** The admin API's queries on auth.users. */
import { randomUUID } from "node:crypto";
import type { Queryable } from "../../core/db.ts";
import { EMAIL_APP_METADATA, USER_COLUMNS, type UserRow } from "../users.ts";

/** `filter` as GoTrue reads it: a case-insensitive substring of the email (or here, the nickname). */
function filterClause(filter: string): { where: string; params: unknown[] } {
  if (filter === "") return { where: "", params: [] };
  const pattern = `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return { where: "where email ilike $1 or raw_user_meta_data->>'nickname' ilike $1", params: [pattern] };
}

export async function listUsers(db: Queryable, page: number, perPage: number, filter: string) {
  const { where, params } = filterClause(filter);
  const total = (await db.query<{ n: number }>(`select count(*)::int as n from auth.users ${where}`, params)).rows[0]!
    .n;
  const n = params.length;
  const users = (
    await db.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users ${where} order by created_at desc, id limit $${n + 1} offset $${n + 2}`,
      [...params, perPage, (page - 1) * perPage],
    )
  ).rows;
  return { users, total };
}

/** Top-level keys merged into the stored object, a null value removing its key (GoTrue's rule). */
const MERGE = (column: string, param: string) =>
  `${column} = (${column} || ${param}::jsonb) - array(select key from jsonb_each(${param}::jsonb) where value = 'null'::jsonb)`;

export interface AdminChanges {
  email?: string;
  passwordHash?: string;
  confirm?: boolean;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  /** null: unban. */
  bannedUntil?: Date | null;
}

export async function updateUser(db: Queryable, id: string, changes: AdminChanges): Promise<UserRow | undefined> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (changes.email !== undefined) sets.push(`email = ${param(changes.email)}`);
  if (changes.passwordHash !== undefined) sets.push(`encrypted_password = ${param(changes.passwordHash)}`);
  if (changes.confirm) sets.push("email_confirmed_at = coalesce(email_confirmed_at, now())");
  if (changes.appMetadata) sets.push(MERGE("raw_app_meta_data", param(changes.appMetadata)));
  if (changes.userMetadata) sets.push(MERGE("raw_user_meta_data", param(changes.userMetadata)));
  if (changes.bannedUntil !== undefined) sets.push(`banned_until = ${param(changes.bannedUntil)}`);
  sets.push("updated_at = now()");
  return (
    await db.query<UserRow>(`update auth.users set ${sets.join(", ")} where id = $1 returning ${USER_COLUMNS}`, params)
  ).rows[0];
}

export async function createUser(
  db: Queryable,
  user: {
    email: string;
    passwordHash: string;
    confirm: boolean;
    appMetadata: Record<string, unknown>;
    userMetadata: Record<string, unknown>;
    bannedUntil: Date | null;
  },
): Promise<UserRow | undefined> {
  return (
    await db.query<UserRow>(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
         raw_user_meta_data, banned_until)
       values ($1, $2, $3, case when $4 then now() end, $5, $6, $7)
       on conflict (email) do nothing returning ${USER_COLUMNS}`,
      [
        randomUUID(),
        user.email,
        user.passwordHash,
        user.confirm,
        { ...EMAIL_APP_METADATA, ...user.appMetadata },
        user.userMetadata,
        user.bannedUntil,
      ],
    )
  ).rows[0];
}

/** Deletes the user; sessions, refresh tokens and the member's data go with it by cascade. */
export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  return ((await db.query("delete from auth.users where id = $1", [id])).affectedRows ?? 0) > 0;
}
