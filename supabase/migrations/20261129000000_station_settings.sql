-- Settings the database's own rules read: whether moderators must have signed in with a second
-- factor (aal2) before they act, and how many reports from different members hide a wall entry
-- until a moderator has looked. Applies unchanged to a hosted project (`supabase db push`; an
-- owner changes a value with an `update` in the SQL editor) and to the embedded database, whose
-- server writes `moderators_need_mfa` at start from its configuration.

create table public.station_settings (
  key text primary key check (key ~ '^[a-z_]+$'),
  value text not null,
  updated_at timestamptz not null default now()
);

alter table public.station_settings enable row level security;
-- No client reads or writes it: the functions below read it for them.
revoke all on table public.station_settings from anon, authenticated, public;

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

revoke all on function public.station_setting(text) from public, anon, authenticated;

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
    and (coalesce(public.station_setting('moderators_need_mfa'), 'off') <> 'on'
         or coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2')
$$;

revoke all on function public.is_acting_moderator() from public;
grant execute on function public.is_acting_moderator() to anon, authenticated;
