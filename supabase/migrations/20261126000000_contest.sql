-- The coloring contest: members' entries, the moderators' actions, and the two Storage buckets
-- that hold the pictures. Applies unchanged to a hosted Supabase project (`supabase db push`) and
-- to the embedded database, which applies it at start.
--
-- Nothing a member sends is public until a moderator approves it; only the nickname is ever
-- shown. Clients read their own entries (moderators read all) and write only through the
-- security-definer functions below, which check auth.uid() and public.is_moderator().
-- Errors a member can cause carry SQLSTATE PT4xx, which PostgREST answers with that status.

-- A moderator is a user whose app_metadata has "moderator": true (set through GoTrue's admin API:
-- `npm run moderator -- add <email>`). app_metadata is not writable by the user, and it travels
-- in the access token, so policies read it without a table.
create function public.is_moderator()
  returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'moderator', '') = 'true'
$$;

grant execute on function public.is_moderator() to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Buckets: originals stay private (the member and moderators read them through signed URLs);
-- an approved entry is copied into the public wall bucket.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('contest-entries', 'contest-entries', false, 10485760, array['image/jpeg', 'image/png', 'image/webp']),
  ('contest-wall', 'contest-wall', true, 10485760, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------
create table public.contest_entries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text check (title is null or (length(title) between 1 and 60)),
  -- The coloring page it was colored on (a site page id), or null for an uploaded photo or scan.
  page_id text check (page_id is null or page_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(page_id) <= 64),
  state text not null default 'waiting' check (state in ('waiting', 'approved', 'declined', 'removed')),
  winner boolean not null default false,
  decline_reason text check (decline_reason is null or length(decline_reason) between 1 and 300),
  -- Object names: in contest-entries (always `<user id>/<random>.<ext>`), and in contest-wall
  -- (a random name that says nothing about the member) once approved.
  entry_path text not null unique,
  wall_path text unique,
  created_at timestamptz not null default now(),
  reviewed_at timestamptz,
  check (not winner or state = 'approved')
);
create index contest_entries_user on public.contest_entries (user_id, created_at);
create index contest_entries_state on public.contest_entries (state, created_at);
-- One winner at a time.
create unique index contest_entries_one_winner on public.contest_entries (winner) where winner;

-- Append-only: no role may update or delete it; rows go only with their entry.
create table public.contest_actions (
  id bigint generated always as identity primary key,
  entry_id uuid not null references public.contest_entries (id) on delete cascade,
  actor uuid references auth.users (id) on delete set null,
  action text not null check (action in ('entered', 'approved', 'declined', 'winner', 'removed')),
  reason text,
  at timestamptz not null default now()
);
create index contest_actions_entry on public.contest_actions (entry_id, at);

alter table public.contest_entries enable row level security;
alter table public.contest_actions enable row level security;

revoke all on table public.contest_entries from anon, authenticated, public;
revoke all on table public.contest_actions from anon, authenticated, public;
grant select on table public.contest_entries to authenticated;
grant select on table public.contest_actions to authenticated;

create policy "Members read their own entries, moderators all"
  on public.contest_entries for select to authenticated
  using ((select auth.uid()) = user_id or (select public.is_moderator()));

create policy "Moderators read the history"
  on public.contest_actions for select to authenticated
  using ((select public.is_moderator()));

-- ---------------------------------------------------------------------------------------------
-- Limits: at most 3 entries waiting for review (uploads not yet entered count too) and 10 a day.
-- Raises PT429 past either; used by the upload policy and by contest_enter.
create function public.contest_check_limits(member uuid)
  returns boolean
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  pending int;
  waiting int;
  today int;
begin
  select count(*) into pending
    from storage.objects o
    where o.bucket_id = 'contest-entries'
      and (storage.foldername(o.name))[1] = member::text
      and not exists (select 1 from public.contest_entries e where e.entry_path = o.name);
  select count(*) filter (where e.state = 'waiting'),
         count(*) filter (where e.created_at > now() - interval '1 day')
    into waiting, today
    from public.contest_entries e
    where e.user_id = member;
  if waiting + pending >= 3 then
    raise exception 'You already have 3 entries waiting for review. Please wait until they have been looked at.'
      using errcode = 'PT429';
  end if;
  if today + pending >= 10 then
    raise exception 'You have sent 10 entries today, the most for one day. Please try again tomorrow.'
      using errcode = 'PT429';
  end if;
  return true;
end;
$$;

revoke all on function public.contest_check_limits(uuid) from public, anon, authenticated;

-- True when the caller owns the entry whose wall copy this is (so withdrawing removes it).
create function public.contest_owns_wall_object(object_name text)
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select exists (
    select 1 from public.contest_entries e
    where e.wall_path = object_name and e.user_id = auth.uid()
  )
$$;

create function public.contest_may_upload()
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select auth.uid() is not null and public.contest_check_limits(auth.uid())
$$;

revoke all on function public.contest_owns_wall_object(text) from public, anon;
revoke all on function public.contest_may_upload() from public, anon;
grant execute on function public.contest_owns_wall_object(text) to authenticated;
grant execute on function public.contest_may_upload() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Storage policies. A member uploads into their own folder of contest-entries; they and
-- moderators read and delete it there. Only moderators write to the wall; the wall is public
-- for reading through public URLs, which need no policy.
create policy "Members upload their entries"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'contest-entries'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and array_length(storage.foldername(name), 1) = 1
    and public.contest_may_upload()
  );

create policy "Members and moderators read entries"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'contest-entries'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_moderator()))
  );

create policy "Members and moderators delete entries"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'contest-entries'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_moderator()))
  );

create policy "Moderators publish to the wall"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'contest-wall' and (select public.is_moderator()));

-- Owners too: removing an object through the Storage API first selects it.
create policy "Moderators and owners read the wall"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'contest-wall'
    and ((select public.is_moderator()) or public.contest_owns_wall_object(name))
  );

create policy "Moderators and owners delete from the wall"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'contest-wall'
    and ((select public.is_moderator()) or public.contest_owns_wall_object(name))
  );

-- ---------------------------------------------------------------------------------------------
-- Members

-- Turns an uploaded picture into an entry: the object must be the caller's, in contest-entries,
-- and not already entered.
create function public.contest_enter(entry_path text, title text default null, page_id text default null)
  returns public.contest_entries
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  clean_title text := nullif(btrim(title), '');
  result public.contest_entries;
begin
  if caller is null then
    raise exception 'Sign in to enter the contest' using errcode = '42501';
  end if;
  if clean_title is not null and length(clean_title) > 60 then
    raise exception 'The title can be at most 60 characters long.' using errcode = '22023';
  end if;
  if (storage.foldername(contest_enter.entry_path))[1] is distinct from caller::text
     or not exists (select 1 from storage.objects o
                    where o.bucket_id = 'contest-entries' and o.name = contest_enter.entry_path) then
    raise exception 'Upload the picture first' using errcode = '22023';
  end if;
  if exists (select 1 from public.contest_entries e where e.entry_path = contest_enter.entry_path) then
    raise exception 'This picture has already been entered' using errcode = '23505';
  end if;
  -- The upload counted as pending; now it becomes the entry itself.
  if (select count(*) from public.contest_entries e where e.user_id = caller and e.state = 'waiting') >= 3 then
    raise exception 'You already have 3 entries waiting for review. Please wait until they have been looked at.'
      using errcode = 'PT429';
  end if;
  if (select count(*) from public.contest_entries e
      where e.user_id = caller and e.created_at > now() - interval '1 day') >= 10 then
    raise exception 'You have sent 10 entries today, the most for one day. Please try again tomorrow.'
      using errcode = 'PT429';
  end if;

  insert into public.contest_entries (user_id, title, page_id, entry_path)
    values (caller, clean_title, contest_enter.page_id, contest_enter.entry_path)
    returning * into result;
  insert into public.contest_actions (entry_id, actor, action) values (result.id, caller, 'entered');
  return result;
end;
$$;

-- Removes the caller's entry whatever its state (the client removes its files first, through the
-- Storage API, while the entry still says they are the caller's).
create function public.contest_withdraw(entry_id uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'Sign in to withdraw an entry' using errcode = '42501';
  end if;
  delete from public.contest_entries e where e.id = contest_withdraw.entry_id and e.user_id = caller;
end;
$$;

-- The public wall: approved entries, the winner first, then newest first; only the nickname of
-- the member is shown.
create function public.contest_wall()
  returns table (
    id uuid, title text, nickname text, page_id text, wall_path text, winner boolean, approved_at timestamptz
  )
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select e.id, e.title, coalesce(u.raw_user_meta_data ->> 'nickname', 'A space friend'), e.page_id,
         e.wall_path, e.winner, e.reviewed_at
    from public.contest_entries e
    join auth.users u on u.id = e.user_id
    where e.state = 'approved' and e.wall_path is not null
    order by e.winner desc, e.reviewed_at desc, e.id
$$;

-- ---------------------------------------------------------------------------------------------
-- Moderators

create function public.contest_require_moderator()
  returns uuid
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if auth.uid() is null or not public.is_moderator() then
    raise exception 'Only moderators can do this' using errcode = '42501';
  end if;
  return auth.uid();
end;
$$;

revoke all on function public.contest_require_moderator() from public, anon, authenticated;

-- Waiting entries oldest first, then the wall; each with its nickname and its history. Answers
-- nothing to anyone but a moderator.
create function public.contest_moderation()
  returns table (
    id uuid, title text, nickname text, page_id text, state text, winner boolean, entry_path text,
    wall_path text, decline_reason text, created_at timestamptz, history jsonb
  )
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select e.id, e.title, coalesce(u.raw_user_meta_data ->> 'nickname', 'A space friend'), e.page_id, e.state,
         e.winner, e.entry_path, e.wall_path, e.decline_reason, e.created_at,
         coalesce((select jsonb_agg(jsonb_build_object(
                     'action', a.action, 'reason', a.reason, 'at', a.at,
                     'by', coalesce(m.raw_user_meta_data ->> 'nickname', 'a former member'))
                   order by a.at, a.id)
                   from public.contest_actions a left join auth.users m on m.id = a.actor
                   where a.entry_id = e.id), '[]'::jsonb)
    from public.contest_entries e
    join auth.users u on u.id = e.user_id
    where public.is_moderator() and auth.uid() is not null and e.state in ('waiting', 'approved')
    order by (e.state = 'waiting') desc,
             case when e.state = 'waiting' then e.created_at end asc,
             e.reviewed_at desc
$$;

-- Approves a waiting entry whose picture the moderator has copied to the wall bucket.
create function public.contest_approve(entry_id uuid, wall_path text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.contest_require_moderator();
begin
  if not exists (select 1 from storage.objects o
                 where o.bucket_id = 'contest-wall' and o.name = contest_approve.wall_path) then
    raise exception 'Copy the picture to the wall first' using errcode = '22023';
  end if;
  update public.contest_entries e
    set state = 'approved', wall_path = contest_approve.wall_path, decline_reason = null, reviewed_at = now()
    where e.id = contest_approve.entry_id and e.state = 'waiting';
  if not found then
    raise exception 'This entry is not waiting for review any more' using errcode = 'PT409';
  end if;
  insert into public.contest_actions (entry_id, actor, action) values (contest_approve.entry_id, moderator, 'approved');
end;
$$;

create function public.contest_decline(entry_id uuid, reason text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.contest_require_moderator();
  clean_reason text := nullif(btrim(reason), '');
begin
  if clean_reason is null or length(clean_reason) > 300 then
    raise exception 'Give a reason of at most 300 characters: the member will see it.' using errcode = '22023';
  end if;
  update public.contest_entries e
    set state = 'declined', decline_reason = clean_reason, reviewed_at = now()
    where e.id = contest_decline.entry_id and e.state = 'waiting';
  if not found then
    raise exception 'This entry is not waiting for review any more' using errcode = 'PT409';
  end if;
  insert into public.contest_actions (entry_id, actor, action, reason)
    values (contest_decline.entry_id, moderator, 'declined', clean_reason);
end;
$$;

-- One winner at a time: the previous winner stays on the wall.
create function public.contest_make_winner(entry_id uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.contest_require_moderator();
begin
  if not exists (select 1 from public.contest_entries e
                 where e.id = contest_make_winner.entry_id and e.state = 'approved') then
    raise exception 'Only an entry on the wall can win' using errcode = 'PT409';
  end if;
  update public.contest_entries e set winner = false where e.winner and e.id <> contest_make_winner.entry_id;
  update public.contest_entries e set winner = true where e.id = contest_make_winner.entry_id;
  insert into public.contest_actions (entry_id, actor, action) values (contest_make_winner.entry_id, moderator, 'winner');
end;
$$;

-- Takes an entry off the wall; answers the wall object's name for the moderator to delete
-- (a name left behind is removed by the orphan sweep).
create function public.contest_remove(entry_id uuid, reason text)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.contest_require_moderator();
  clean_reason text := nullif(btrim(reason), '');
  old_path text;
begin
  if clean_reason is null or length(clean_reason) > 300 then
    raise exception 'Give a reason of at most 300 characters: the member will see it.' using errcode = '22023';
  end if;
  select e.wall_path into old_path from public.contest_entries e
    where e.id = contest_remove.entry_id and e.state = 'approved' for update;
  if not found then
    raise exception 'This entry is not on the wall' using errcode = 'PT409';
  end if;
  update public.contest_entries e
    set state = 'removed', winner = false, wall_path = null, decline_reason = clean_reason, reviewed_at = now()
    where e.id = contest_remove.entry_id;
  insert into public.contest_actions (entry_id, actor, action, reason)
    values (contest_remove.entry_id, moderator, 'removed', clean_reason);
  return old_path;
end;
$$;

revoke all on function public.contest_enter(text, text, text) from public, anon;
revoke all on function public.contest_withdraw(uuid) from public, anon;
revoke all on function public.contest_moderation() from public, anon;
revoke all on function public.contest_approve(uuid, text) from public, anon;
revoke all on function public.contest_decline(uuid, text) from public, anon;
revoke all on function public.contest_make_winner(uuid) from public, anon;
revoke all on function public.contest_remove(uuid, text) from public, anon;
grant execute on function public.contest_enter(text, text, text) to authenticated;
grant execute on function public.contest_withdraw(uuid) to authenticated;
grant execute on function public.contest_moderation() to authenticated;
grant execute on function public.contest_approve(uuid, text) to authenticated;
grant execute on function public.contest_decline(uuid, text) to authenticated;
grant execute on function public.contest_make_winner(uuid) to authenticated;
grant execute on function public.contest_remove(uuid, text) to authenticated;
grant execute on function public.contest_wall() to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Pictures no entry points at: an upload whose entry was never made (a closed tab, a crash),
-- the files of a deleted account, a wall copy whose approval did not go through. Older than an
-- hour, so an upload still on its way to contest_enter is left alone. The embedded server removes
-- them through its storage at start and every hour; on a hosted project, a scheduled function
-- removes them through the Storage API (docs/contest.md).
create function public.contest_orphan_objects()
  returns table (bucket_id text, name text)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select o.bucket_id, o.name
    from storage.objects o
    where o.bucket_id in ('contest-entries', 'contest-wall')
      and o.created_at < now() - interval '1 hour'
      and not exists (select 1 from public.contest_entries e where e.entry_path = o.name or e.wall_path = o.name)
$$;

revoke all on function public.contest_orphan_objects() from public, anon, authenticated;
grant execute on function public.contest_orphan_objects() to service_role;
