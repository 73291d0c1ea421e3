-- Settings the database's own rules read: whether moderators must have signed in with a second
-- factor (aal2) before they act, and how many reports from different members hide a wall entry
-- until a moderator has looked. Applies unchanged to a hosted project (`supabase db push`; an
-- owner changes a value with an `update` in the SQL editor) and to the embedded database, whose
-- server writes `moderators_need_mfa` at start from its configuration. First, the helpers with
-- which this and the later migrations grant access (docs/accounts.md, "Members' data").

-- ---------------------------------------------------------------------------------------------
-- Access, said once for the day's migrations. A project's default privileges let every role use
-- what a migration makes: these take that back, then open exactly what a table or function needs.
-- Only migrations call them (as the owner); no client may.

-- A table no client reads or writes: security-definer functions reach it for them.
create function public.close_to_clients(tbl regclass)
  returns void
  language plpgsql
  set search_path = ''
as $$
begin
  execute format('alter table %s enable row level security', tbl);
  execute format('revoke all on table %s from anon, authenticated, public', tbl);
end;
$$;

-- A table whose rows each belong to a member (`owner_column`): the member reads their own, and
-- writes only through functions.
create function public.members_read_own_rows(tbl regclass, owner_column text, policy text)
  returns void
  language plpgsql
  set search_path = ''
as $$
begin
  perform public.close_to_clients(tbl);
  execute format('grant select on table %s to authenticated', tbl);
  execute format('create policy %I on %s for select to authenticated using ((select auth.uid()) = %I)',
                 policy, tbl, owner_column);
end;
$$;

-- Who may call a function: the roles named, and nobody else (none named: only its owner and the
-- security-definer functions that call it).
create function public.callable_by(fn regprocedure, variadic roles text[] default '{}')
  returns void
  language plpgsql
  set search_path = ''
as $$
declare
  role text;
begin
  execute format('revoke all on function %s from public, anon, authenticated', fn);
  foreach role in array roles loop
    execute format('grant execute on function %s to %I', fn, role);
  end loop;
end;
$$;

-- A trigger for each row of `tbl`, `timing` saying when ('before insert', 'after update', …). Its
-- function is the trigger's alone: no client may call it.
create function public.row_trigger(name text, timing text, tbl regclass, fn regprocedure)
  returns void
  language plpgsql
  set search_path = ''
as $$
begin
  perform public.callable_by(fn);
  execute format('create trigger %I %s on %s for each row execute function %s', name, timing, tbl, fn);
end;
$$;

revoke all on function public.close_to_clients(regclass) from public, anon, authenticated;
revoke all on function public.members_read_own_rows(regclass, text, text) from public, anon, authenticated;
revoke all on function public.callable_by(regprocedure, text[]) from public, anon, authenticated;
revoke all on function public.row_trigger(text, text, regclass, regprocedure) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
create table public.station_settings (
  key text primary key check (key ~ '^[a-z_]+$'),
  value text not null,
  updated_at timestamptz not null default now()
);

-- No client reads or writes it: the functions below read it for them.
select public.close_to_clients('public.station_settings');

insert into public.station_settings (key, value)
values
  ('moderators_need_mfa', 'off'),
  ('report_hide_threshold', '3')
on conflict (key) do nothing;

create function public.station_setting(setting text)
  returns text
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select value from public.station_settings where key = setting
$$;

select public.callable_by('public.station_setting(text)');

-- Whether the owner requires moderators to verify a second factor: the moderation page asks, to
-- offer the verification before a moderator tries to act.
create function public.moderators_need_mfa()
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(public.station_setting('moderators_need_mfa'), 'off') = 'on'
$$;

select public.callable_by('public.moderators_need_mfa()', 'authenticated');

-- A moderator who may act now: a moderator, signed in with a second factor when the owner
-- requires one. Every moderator action checks this rather than is_moderator(), which stays the
-- test for reading the queue.
create function public.is_acting_moderator()
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select public.is_moderator()
    and (not public.moderators_need_mfa() or coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2')
$$;

select public.callable_by('public.is_acting_moderator()', 'anon', 'authenticated');
