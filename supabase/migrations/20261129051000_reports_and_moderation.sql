-- The wall's community rules: members' reports on wall entries, what moderators do with them,
-- the checks on entry titles, and the past winners. Applies unchanged to a hosted Supabase project
-- (`supabase db push`) and to the embedded database.
--
-- A report names one of the community guidelines' reasons and may carry a note. Who reported is
-- kept only so one member reports an entry once and at most 10 a day: no function answers it to
-- anyone, moderators included, and no client reads the table. An entry that enough different
-- members report (setting report_hide_threshold, 3 unless the owner changes it) leaves the wall at
-- once, until a moderator dismisses the reports, hides it or removes it; a hidden entry comes back
-- when a moderator restores it. Every step goes into the append-only public.contest_actions.
--
-- Moderators act only as acting moderators (public.is_acting_moderator(): a moderator, signed in
-- with a second factor when the owner requires one through 'moderators_need_mfa'): every
-- moderator action begins with public.contest_require_moderator(), and the storage policies for
-- publishing to and deleting from the wall ask the same. Reading the queue still needs only
-- public.is_moderator().

-- ---------------------------------------------------------------------------------------------
-- Acting moderators

-- Refuses anyone but an acting moderator, and says what is missing: a moderator who lacks only
-- the second factor is told to verify it (hint `aal2`, which the moderation page reads). The
-- contest's own check, made the one check: the contest's actions (contest_approve, contest_decline,
-- contest_remove) call it by this name, so they need no new version.
create or replace function public.contest_require_moderator()
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
  if not public.is_acting_moderator() then
    raise exception 'Verify your second factor before acting as a moderator'
      using errcode = '42501', hint = 'aal2';
  end if;
  return auth.uid();
end;
$$;

select public.callable_by('public.contest_require_moderator()');

drop policy if exists "Moderators publish to the wall" on storage.objects;
create policy "Moderators publish to the wall"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'contest-wall' and (select public.is_acting_moderator()));

drop policy if exists "Moderators and owners delete from the wall" on storage.objects;
create policy "Moderators and owners delete from the wall"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'contest-wall'
    and ((select public.is_acting_moderator()) or public.contest_owns_wall_object(name))
  );

drop policy if exists "Members and moderators delete entries" on storage.objects;
create policy "Members and moderators delete entries"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'contest-entries'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_acting_moderator()))
  );

-- ---------------------------------------------------------------------------------------------
-- Entries: hidden from the wall, by reports (until a moderator looks) or by a moderator (with a
-- reason the member reads on their account page). Still `approved`: it comes back if the reports
-- are dismissed.
alter table public.contest_entries
  add column hidden text check (hidden in ('reports', 'moderator')),
  add column hidden_reason text check (hidden_reason is null or length(hidden_reason) between 1 and 300);

-- The history takes the new steps; a nickname reset concerns a member, not an entry.
alter table public.contest_actions drop constraint contest_actions_action_check;
alter table public.contest_actions
  add constraint contest_actions_action_check check (action in (
    'entered', 'approved', 'declined', 'winner', 'removed',
    'reported-hidden', 'hidden', 'reports-dismissed', 'nickname-reset', 'restored', 'retitled')),
  alter column entry_id drop not null,
  add column member uuid references auth.users (id) on delete cascade,
  add constraint contest_actions_about check (entry_id is not null or member is not null);

-- ---------------------------------------------------------------------------------------------
create table public.contest_reports (
  id bigint generated always as identity primary key,
  entry_id uuid not null references public.contest_entries (id) on delete cascade,
  reporter uuid not null references auth.users (id) on delete cascade,
  reason text not null check (reason in ('not-their-work', 'unkind', 'sexual-or-unsafe', 'personal-details', 'something-else')),
  note text check (note is null or length(note) between 1 and 500),
  created_at timestamptz not null default now(),
  -- Set when a moderator dismisses, hides or removes: the report has been looked at.
  resolved_at timestamptz,
  unique (entry_id, reporter)
);
create index contest_reports_open on public.contest_reports (entry_id) where resolved_at is null;
create index contest_reports_reporter on public.contest_reports (reporter, created_at);

-- No client reads or writes it, not even the reporter: the functions below do.
select public.close_to_clients('public.contest_reports');

-- Marks an entry's open reports as looked at; true when there were any.
create function public.settle_reports(entry uuid)
  returns boolean
  language plpgsql
  set search_path = ''
as $$
begin
  update public.contest_reports r set resolved_at = now()
    where r.entry_id = entry and r.resolved_at is null;
  return found;
end;
$$;

select public.callable_by('public.settle_reports(uuid)');

-- ---------------------------------------------------------------------------------------------
-- Titles: the same watched words, personal details and links as nicknames, whoever inserts the
-- entry (contest_enter, or anything else); and one member does not enter the same picture twice.
-- Storage keeps an eTag of each object's bytes; the embedded service's is their MD5, as hosted
-- Storage's (S3's) is for a picture sent in one piece, and the same picture re-encoded gives the
-- same bytes.
create function public.contest_entry_checks()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  problem text := case when new.title is not null then public.watched_problem(new.title, 'title') end;
  tag text;
begin
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  select o.metadata ->> 'eTag' into tag
    from storage.objects o where o.bucket_id = 'contest-entries' and o.name = new.entry_path;
  if tag is not null and exists (
    select 1 from public.contest_entries e
      join storage.objects o on o.bucket_id = 'contest-entries' and o.name = e.entry_path
      where e.user_id = new.user_id and e.id <> new.id and o.metadata ->> 'eTag' = tag
  ) then
    raise exception 'You have already entered this picture. Each picture can be entered once.'
      using errcode = 'PT409';
  end if;
  return new;
end;
$$;

select public.row_trigger('contest_entry_checks',
  'before insert', 'public.contest_entries', 'public.contest_entry_checks()');

-- Taking an entry off the wall for good (contest_remove, or a withdrawn entry) settles its
-- reports and any hiding.
create function public.contest_entry_settled()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if new.state <> 'approved' then
    new.hidden := null;
    new.hidden_reason := null;
    perform public.settle_reports(new.id);
  end if;
  return new;
end;
$$;

select public.row_trigger('contest_entry_settled',
  'before update of state', 'public.contest_entries', 'public.contest_entry_settled()');

-- ---------------------------------------------------------------------------------------------
-- Members

-- Reports an entry on the wall. Answers nothing about other reports: the reporter learns only
-- that theirs arrived.
create function public.contest_report(entry_id uuid, reason text, note text default null)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller uuid := public.require_member('Sign in to report an entry');
  clean_note text := nullif(btrim(note), '');
  owner uuid;
  threshold int := coalesce(nullif(public.station_setting('report_hide_threshold'), '')::int, 3);
  reporters int;
begin
  if reason is null or reason not in ('not-their-work', 'unkind', 'sexual-or-unsafe', 'personal-details', 'something-else') then
    raise exception 'Choose one of the reasons.' using errcode = '22023';
  end if;
  if clean_note is not null and length(clean_note) > 500 then
    raise exception 'The note can be at most 500 characters long.' using errcode = '22023';
  end if;
  select e.user_id into owner from public.contest_entries e
    where e.id = contest_report.entry_id and e.state = 'approved' and e.hidden is null;
  if not found then
    raise exception 'This entry is not on the wall any more.' using errcode = 'PT404';
  end if;
  if owner = caller then
    raise exception 'This is your own entry. You can withdraw it on your account page.' using errcode = '22023';
  end if;
  if exists (select 1 from public.contest_reports r
             where r.entry_id = contest_report.entry_id and r.reporter = caller) then
    raise exception 'You have already reported this entry. Thank you: a moderator will look at it.'
      using errcode = 'PT409';
  end if;
  if (select count(*) from public.contest_reports r
      where r.reporter = caller and r.created_at > now() - interval '1 day') >= 10 then
    raise exception 'You have sent 10 reports today, the most for one day. Please try again tomorrow, or write to the owner.'
      using errcode = 'PT429';
  end if;

  insert into public.contest_reports (entry_id, reporter, reason, note)
    values (contest_report.entry_id, caller, reason, clean_note);

  select count(distinct r.reporter) into reporters from public.contest_reports r
    where r.entry_id = contest_report.entry_id and r.resolved_at is null;
  if reporters >= greatest(threshold, 1) then
    update public.contest_entries e set hidden = 'reports'
      where e.id = contest_report.entry_id and e.hidden is null;
    if found then
      insert into public.contest_actions (entry_id, actor, action, reason)
        values (contest_report.entry_id, null, 'reported-hidden',
                format('Reported by %s members: off the wall until a moderator looks.', reporters));
    end if;
  end if;
end;
$$;

select public.callable_by('public.contest_report(uuid, text, text)', 'authenticated');

-- The wall: each nickname from public.profiles (never raw_user_meta_data), hidden entries left out.
create or replace function public.contest_wall()
  returns table (
    id uuid, title text, nickname text, page_id text, wall_path text, winner boolean, approved_at timestamptz
  )
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select e.id, e.title, public.public_nickname(e.user_id), e.page_id, e.wall_path, e.winner, e.reviewed_at
    from public.contest_entries e
    where e.state = 'approved' and e.wall_path is not null and e.hidden is null
    order by e.winner desc, e.reviewed_at desc, e.id
$$;

-- ---------------------------------------------------------------------------------------------
-- Moderators

-- Waiting entries oldest first, then the wall (hidden entries first), each with its nickname, its
-- history and whether and why it is off the wall, so the page can offer Restore and Remove for
-- it. Answers nothing to anyone but a moderator. Its columns changed, so it is made again.
drop function public.contest_moderation();
create function public.contest_moderation()
  returns table (
    id uuid, title text, nickname text, page_id text, state text, winner boolean, hidden text,
    hidden_reason text, entry_path text, wall_path text, decline_reason text, created_at timestamptz,
    history jsonb
  )
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select e.id, e.title, public.public_nickname(e.user_id), e.page_id, e.state,
         e.winner, e.hidden, e.hidden_reason, e.entry_path, e.wall_path, e.decline_reason, e.created_at,
         coalesce((select jsonb_agg(jsonb_build_object(
                     'action', a.action, 'reason', a.reason, 'at', a.at,
                     'by', coalesce(mp.nickname, 'a former member'))
                   order by a.at, a.id)
                   from public.contest_actions a left join public.profiles mp on mp.id = a.actor
                   where a.entry_id = e.id), '[]'::jsonb)
    from public.contest_entries e
    where public.is_moderator() and auth.uid() is not null and e.state in ('waiting', 'approved')
    order by (e.state = 'waiting') desc,
             case when e.state = 'waiting' then e.created_at end asc,
             (e.hidden is not null) desc,
             e.reviewed_at desc
$$;

select public.callable_by('public.contest_moderation()', 'authenticated');

-- The reason a moderator gives, trimmed; the member reads it, so it must be there and short. The
-- rule and the words of contest_decline and contest_remove (20261126000000_contest.sql), which
-- check it themselves and, calling the one moderator check by name, need no new version.
create function public.moderation_reason(reason text)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  if nullif(btrim(reason), '') is null or length(btrim(reason)) > 300 then
    raise exception 'Give a reason of at most 300 characters: the member will see it.' using errcode = '22023';
  end if;
  return btrim(reason);
end;
$$;

select public.callable_by('public.moderation_reason(text)');

-- One winner at a time, and only one that is on the wall: not one hidden by reports or a moderator.
create or replace function public.contest_make_winner(entry_id uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.contest_require_moderator();
begin
  if not exists (select 1 from public.contest_entries e
                 where e.id = contest_make_winner.entry_id and e.state = 'approved' and e.hidden is null) then
    raise exception 'Only an entry on the wall can win' using errcode = 'PT409';
  end if;
  update public.contest_entries e set winner = false where e.winner and e.id <> contest_make_winner.entry_id;
  update public.contest_entries e set winner = true where e.id = contest_make_winner.entry_id;
  insert into public.contest_actions (entry_id, actor, action) values (contest_make_winner.entry_id, moderator, 'winner');
end;
$$;

-- Reported entries with reports not yet looked at, oldest report first: the reasons and notes,
-- how many members reported, never who. Answers nothing to anyone but a moderator.
create function public.contest_report_queue()
  returns table (
    id uuid, title text, nickname text, page_id text, wall_path text, entry_path text, winner boolean,
    hidden text, reporters int, first_reported_at timestamptz, reports jsonb
  )
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select e.id, e.title, public.public_nickname(e.user_id), e.page_id, e.wall_path, e.entry_path, e.winner,
         e.hidden, count(distinct r.reporter)::int, min(r.created_at),
         jsonb_agg(jsonb_build_object('reason', r.reason, 'note', r.note, 'at', r.created_at)
                   order by r.created_at, r.id)
    from public.contest_entries e
    join public.contest_reports r on r.entry_id = e.id and r.resolved_at is null
    where public.is_moderator() and auth.uid() is not null and e.state = 'approved'
    group by e.id
    order by min(r.created_at), e.id
$$;

select public.callable_by('public.contest_report_queue()', 'authenticated');

-- The reports were not a reason to act: they are settled and the entry is back on the wall.
create function public.contest_dismiss_reports(entry_id uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.contest_require_moderator();
begin
  if not public.settle_reports(contest_dismiss_reports.entry_id) then
    raise exception 'These reports have already been looked at.' using errcode = 'PT409';
  end if;
  update public.contest_entries e set hidden = null
    where e.id = contest_dismiss_reports.entry_id and e.hidden = 'reports';
  insert into public.contest_actions (entry_id, actor, action)
    values (contest_dismiss_reports.entry_id, moderator, 'reports-dismissed');
end;
$$;

-- Off the wall, kept, with a reason the member reads on their account page.
create function public.contest_hide(entry_id uuid, reason text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.contest_require_moderator();
  clean_reason text := public.moderation_reason(reason);
begin
  update public.contest_entries e
    set hidden = 'moderator', hidden_reason = clean_reason, winner = false
    where e.id = contest_hide.entry_id and e.state = 'approved';
  if not found then
    raise exception 'This entry is not on the wall' using errcode = 'PT409';
  end if;
  perform public.settle_reports(contest_hide.entry_id);
  insert into public.contest_actions (entry_id, actor, action, reason)
    values (contest_hide.entry_id, moderator, 'hidden', clean_reason);
end;
$$;

-- Gives the entry's member the neutral nickname and asks them to choose again, with a reason they
-- read on their account page. By entry, so the queue never needs a member's id.
create function public.moderation_reset_nickname(entry_id uuid, reason text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.contest_require_moderator();
  clean_reason text := public.moderation_reason(reason);
  target uuid;
begin
  select e.user_id into target from public.contest_entries e where e.id = moderation_reset_nickname.entry_id;
  if not found then
    raise exception 'This entry is gone' using errcode = 'PT404';
  end if;
  update public.profiles p
    set nickname = public.neutral_nickname(), needs_nickname = true, nickname_reason = clean_reason, updated_at = now()
    where p.id = target;
  insert into public.contest_actions (entry_id, member, actor, action, reason)
    values (moderation_reset_nickname.entry_id, target, moderator, 'nickname-reset', clean_reason);
end;
$$;

select public.callable_by('public.contest_dismiss_reports(uuid)', 'authenticated');
select public.callable_by('public.contest_hide(uuid, text)', 'authenticated');
select public.callable_by('public.moderation_reset_nickname(uuid, text)', 'authenticated');

-- ---------------------------------------------------------------------------------------------
-- Back on the wall: an entry a moderator hid (or that reports hid) after a moderator has looked
-- again, for instance once its member has changed the title. Settles any open reports.
create function public.contest_restore(entry_id uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.contest_require_moderator();
begin
  update public.contest_entries e set hidden = null, hidden_reason = null
    where e.id = contest_restore.entry_id and e.state = 'approved' and e.hidden is not null;
  if not found then
    raise exception 'This entry is not hidden' using errcode = 'PT409';
  end if;
  perform public.settle_reports(contest_restore.entry_id);
  insert into public.contest_actions (entry_id, actor, action)
    values (contest_restore.entry_id, moderator, 'restored');
end;
$$;

select public.callable_by('public.contest_restore(uuid)', 'authenticated');

-- A member changes the title of their own entry while it waits for review or is off the wall
-- (the invitation to edit when reports or a moderator hid it). It stays where it is: a hidden
-- entry comes back only when a moderator restores it, and the history says what changed.
create function public.contest_retitle(entry_id uuid, title text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller uuid := public.require_member('Sign in to change your entry');
  clean text := nullif(btrim(title), '');
  problem text := case when nullif(btrim(title), '') is not null then public.title_problem(btrim(title)) end;
begin
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  update public.contest_entries e set title = clean
    where e.id = contest_retitle.entry_id and e.user_id = caller
      and (e.state = 'waiting' or (e.state = 'approved' and e.hidden is not null));
  if not found then
    raise exception 'Only an entry of yours that waits for review or is off the wall can change its title.'
      using errcode = 'PT409';
  end if;
  insert into public.contest_actions (entry_id, actor, action, reason)
    values (contest_retitle.entry_id, caller, 'retitled', coalesce(clean, 'Untitled'));
end;
$$;

select public.callable_by('public.contest_retitle(uuid, text)', 'authenticated');

-- ---------------------------------------------------------------------------------------------
-- A member's own reports, for their copy of their data: which entry (its title as it is now),
-- why, their note and when, and whether a moderator has looked. Nobody else's, and nothing about
-- who else reported.
create function public.contest_my_reports()
  returns table (entry_id uuid, title text, reason text, note text, created_at timestamptz, looked_at timestamptz)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select r.entry_id, e.title, r.reason, r.note, r.created_at, r.resolved_at
    from public.contest_reports r
    join public.contest_entries e on e.id = r.entry_id
    where r.reporter = auth.uid()
    order by r.created_at, r.id
$$;

select public.callable_by('public.contest_my_reports()', 'authenticated');

-- ---------------------------------------------------------------------------------------------
-- Past months' winners for the archive page (/activities/contest/winners): every entry a moderator
-- ever made winner, still on the wall, newest win first, with the nickname only. Making a new
-- winner keeps the old one on the wall, and contest_actions remembers when each won.
create function public.contest_past_winners()
  returns table (id uuid, title text, nickname text, page_id text, wall_path text, won_at timestamptz)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select e.id, e.title, public.public_nickname(e.user_id), e.page_id, e.wall_path, max(a.at)
    from public.contest_entries e
    join public.contest_actions a on a.entry_id = e.id and a.action = 'winner'
    where e.state = 'approved' and e.wall_path is not null and e.hidden is null
    group by e.id
    order by max(a.at) desc, e.id
$$;

select public.callable_by('public.contest_past_winners()', 'anon', 'authenticated');
