/**
 * SQL that imports the embedded service's members and their bests into a hosted Supabase project
 * (`npm run export:supabase`, README "Moving to hosted Supabase"). Run it in the project's SQL
 * editor or with psql after `supabase db push` has created public.game_bests.
 *
 * Users keep their id (so bests stay theirs), bcrypt hash (GoTrue checks the same format),
 * confirmation state, metadata and times; each gets the `email` identity GoTrue signs them in
 * with. Token columns GoTrue reads as strings are set to '' (it cannot read NULL there). Emailed
 * tokens and sessions are not exported: members sign in again after the move. Rows that already
 * exist are left alone, so running it twice changes nothing.
 */
import type { Queryable } from "./core/db.ts";

const USERS = `
select format(
  'insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,'
  ' last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token,'
  ' recovery_token, email_change_token_new, email_change, is_sso_user, is_anonymous) values'
  ' (%L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, false, false) on conflict (id) do nothing;',
  '00000000-0000-0000-0000-000000000000', id, 'authenticated', 'authenticated', email, encrypted_password,
  email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, '', '', '', ''
) || chr(10) || format(
  'insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at,'
  ' updated_at) values (%L, %L, %L, %L, %L, %L, %L) on conflict (provider_id, provider) do nothing;',
  id, id,
  jsonb_build_object('sub', id::text, 'email', email, 'email_verified', email_confirmed_at is not null,
    'phone_verified', false),
  'email', last_sign_in_at, created_at, updated_at
) as sql
from auth.users order by created_at, id`;

const BESTS = `
select format(
  'insert into public.game_bests (user_id, game_id, best, lower_is_better, achieved_at) values'
  ' (%L, %L, %s, %L, %L) on conflict (user_id, game_id) do nothing;',
  user_id, game_id, best, lower_is_better, achieved_at
) as sql
from public.game_bests order by user_id, game_id`;

export async function exportSupabaseSql(db: Queryable, now = new Date()): Promise<string> {
  // Postgres quotes every value (format's %L): nothing a member typed can break out of a literal.
  const users = (await db.query<{ sql: string }>(USERS)).rows.map((r) => r.sql);
  const bests = (await db.query<{ sql: string }>(BESTS)).rows.map((r) => r.sql);
  return [
    `-- Little Space Station: members exported ${now.toISOString()} (${users.length} users, ${bests.length} bests).`,
    '-- Apply supabase/migrations first (supabase db push); then run this once, e.g. psql "$DB_URL" -f <file>.',
    "begin;",
    "set local timezone = 'UTC';",
    ...users,
    ...bests,
    "commit;",
    "",
  ].join("\n");
}
