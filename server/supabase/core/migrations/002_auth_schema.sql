-- What Supabase-format migrations (supabase/migrations) expect of the database, as on a hosted
-- project: the auth service's tables in schema `auth` (auth.users keeps GoTrue's column names),
-- the roles a request runs as, and auth.uid() / auth.jwt() / auth.role() reading the claims the
-- REST layer sets for each request. Existing rows move with their tables, so members who signed
-- up before this migration still sign in.

create schema if not exists auth;
alter table users set schema auth;
alter table sessions set schema auth;
alter table refresh_tokens set schema auth;
alter table outbox set schema auth;

-- Roles are per cluster; a data folder restored over an older one may already have them.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  -- Not used by the embedded server; here so migrations that grant to it apply unchanged.
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- Supabase's definitions: the claims come from the transaction-local setting the REST layer sets.
create or replace function auth.jwt() returns jsonb
  language sql stable
  as $$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $$;

create or replace function auth.uid() returns uuid
  language sql stable
  as $$ select nullif(auth.jwt() ->> 'sub', '')::uuid $$;

create or replace function auth.role() returns text
  language sql stable
  as $$ select nullif(auth.jwt() ->> 'role', '') $$;

-- Policies call auth.uid(), so the request roles may use the schema, but read none of its tables.
grant usage on schema auth to anon, authenticated, service_role;
revoke all on all tables in schema auth from anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

-- As on hosted Supabase, new objects in public are granted to the API roles by default; each
-- migration therefore revokes what its clients must not have (supabase/migrations do).
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;
