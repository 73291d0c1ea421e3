/**
 * SQL that imports the embedded service's members, their profiles, bests and stickers into a hosted Supabase project
 * (`npm run export:supabase`, docs/hosted-supabase.md). Run it in the project's SQL editor or with
 * psql after `supabase db push` has created public.game_bests and public.member_stickers. Wall
 * reactions stay behind with the contest's entries, whose pictures live in Storage.
 *
 * Users keep their id (so bests stay theirs), bcrypt hash, confirmation state, ban, metadata and
 * times; each gets the `email` identity GoTrue signs them in with. Hashes are written as `$2a$`,
 * as Supabase writes them: pgcrypto's crypt() reads only that prefix, and for passwords of up to
 * 72 bytes (the service allows no longer) `$2b$` and `$2a$` are the same hash. Token columns GoTrue
 * reads as strings are set to '' (it cannot read NULL there). Emailed tokens and sessions are not
 * exported: members sign in again after the move. Anonymous sign-ins (AUTH_ANONYMOUS) stay behind:
 * they have no address to sign in with again, so nothing of theirs could be reached. Rows that already exist are left alone, so
 * running it twice changes nothing.
 *
 * A member whose email already belongs to another account in the project: by default the import
 * stops before writing anything and names every such email; with `skipExisting` those members
 * (and their bests) are left out and named in a notice, and everyone else is imported.
 */
import type { Queryable } from "./core/db.ts";

const MEMBERS = `
select format('insert into lss_import_members (id, email) values (%L, %L);', id, email) as sql
from auth.users where not is_anonymous order by created_at, id`;

const USERS = `
select format(
  'insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,'
  ' last_sign_in_at, banned_until, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,'
  ' confirmation_token, recovery_token, email_change_token_new, email_change, is_sso_user, is_anonymous)'
  ' select %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, false, false'
  ' where exists (select from lss_import_members where id = %L) on conflict (id) do nothing;',
  '00000000-0000-0000-0000-000000000000', id, 'authenticated', 'authenticated', email,
  regexp_replace(encrypted_password, '^\\$2b\\$', '$2a$'),
  email_confirmed_at, last_sign_in_at, banned_until, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  '', '', '', '', id
) || chr(10) || format(
  'insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at,'
  ' updated_at) select %L, %L, %L, %L, %L, %L, %L'
  ' where exists (select from lss_import_members where id = %L) on conflict (provider_id, provider) do nothing;',
  id, id,
  jsonb_build_object('sub', id::text, 'email', email, 'email_verified', email_confirmed_at is not null,
    'phone_verified', false),
  'email', last_sign_in_at, created_at, updated_at, id
) as sql
from auth.users where not is_anonymous order by created_at, id`;

const BESTS = `
select format(
  'insert into public.game_bests (user_id, game_id, best, lower_is_better, achieved_at)'
  ' select %L, %L, %s, %L, %L where exists (select from lss_import_members where id = %L)'
  ' on conflict (user_id, game_id) do nothing;',
  user_id, game_id, best, lower_is_better, achieved_at, user_id
) as sql
from public.game_bests order by user_id, game_id`;

// The hosted project's trigger makes a profile as each user is inserted; the member's own (the
// nickname they chose, a moderator's reset, the guidelines they agreed to) then takes its place.
const PROFILES = `
select format(
  'insert into public.profiles (id, nickname, needs_nickname, nickname_reason, guidelines_version,'
  ' guidelines_agreed_at, created_at, updated_at) select %L, %L, %L, %L, %L, %L, %L, %L'
  ' where exists (select from lss_import_members where id = %L) on conflict (id) do update set'
  ' nickname = excluded.nickname, needs_nickname = excluded.needs_nickname,'
  ' nickname_reason = excluded.nickname_reason, guidelines_version = excluded.guidelines_version,'
  ' guidelines_agreed_at = excluded.guidelines_agreed_at, updated_at = excluded.updated_at;',
  id, nickname, needs_nickname, nickname_reason, guidelines_version, guidelines_agreed_at, created_at,
  updated_at, id
) as sql
from public.profiles order by created_at, id`;
const STICKERS = `
select format(
  'insert into public.member_stickers (user_id, sticker_id, earned_at)'
  ' select %L, %L, %L where exists (select from lss_import_members where id = %L)'
  ' on conflict (user_id, sticker_id) do nothing;',
  user_id, sticker_id, earned_at, user_id
) as sql
from public.member_stickers order by user_id, sticker_id`;

/** The check between listing the members and writing them: stop, or leave the taken ones out. */
function takenEmailCheck(skipExisting: boolean): string {
  const found = `select string_agg(m.email, ', ' order by m.email) into taken
    from lss_import_members m join auth.users u on lower(u.email) = m.email and u.id <> m.id;`;
  const act = skipExisting
    ? `raise notice 'Left out (this project already has an account with the email): %', taken;
    delete from lss_import_members m using auth.users u where lower(u.email) = m.email and u.id <> m.id;`
    : `raise exception 'Nothing was imported: this project already has accounts with these members'' emails: %', taken
      using hint = 'See docs/hosted-supabase.md: remove those accounts from the project, or export again with --skip-existing.';`;
  return `do $$
declare taken text;
begin
  ${found}
  if taken is not null then
    ${act}
  end if;
end
$$;`;
}

export interface ExportOptions {
  /** Leave out members whose email the project already has, instead of stopping. */
  skipExisting?: boolean;
  now?: Date;
}

export async function exportSupabaseSql(db: Queryable, options: ExportOptions = {}): Promise<string> {
  const { skipExisting = false, now = new Date() } = options;
  // Postgres quotes every value (format's %L): nothing a member typed can break out of a literal.
  const members = (await db.query<{ sql: string }>(MEMBERS)).rows.map((r) => r.sql);
  const users = (await db.query<{ sql: string }>(USERS)).rows.map((r) => r.sql);
  const bests = (await db.query<{ sql: string }>(BESTS)).rows.map((r) => r.sql);
  const profiles = (await db.query<{ sql: string }>(PROFILES)).rows.map((r) => r.sql);
  const stickers = (await db.query<{ sql: string }>(STICKERS)).rows.map((r) => r.sql);
  return [
    `-- Little Space Station: members exported ${now.toISOString()} (${members.length} users, ${bests.length} bests, ${stickers.length} stickers).`,
    "-- Apply supabase/migrations first (supabase db push); then run this once, e.g.",
    '-- psql "$DB_URL" -v ON_ERROR_STOP=1 -f <file>.',
    skipExisting
      ? "-- Members whose email the project already has are left out and named in a notice."
      : "-- If the project already has an account with one of these emails, nothing is imported and the error names them.",
    "begin;",
    "set local timezone = 'UTC';",
    "create temporary table lss_import_members (id uuid primary key, email text not null) on commit drop;",
    ...members,
    takenEmailCheck(skipExisting),
    ...users,
    ...profiles,
    ...bests,
    ...stickers,
    "commit;",
    "",
  ].join("\n");
}
