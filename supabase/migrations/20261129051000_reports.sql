-- Reports from members on wall entries, what moderators do with them, and the checks on entry
-- titles. Applies unchanged to a hosted Supabase project (`supabase db push`) and to the embedded
-- database.
--
-- A report names one of the community guidelines' reasons and may carry a note. Who reported is
-- kept only so one member reports an entry once and at most 10 a day: no function answers it to
-- anyone, moderators included, and no client reads the table. An entry that enough different
-- members report (setting report_hide_threshold, 3 unless the owner changes it) leaves the wall at
-- once, until a moderator dismisses the reports, hides it or removes it. Every step goes into the
-- append-only public.contest_actions.

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
    'reported-hidden', 'hidden', 'reports-dismissed', 'nickname-reset')),
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

alter table public.contest_reports enable row level security;
-- No client reads or writes it, not even the reporter: the functions below do.
revoke all on table public.contest_reports from anon, authenticated, public;

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

revoke all on function public.contest_entry_checks() from public, anon, authenticated;

create trigger contest_entry_checks
  before insert on public.contest_entries
  for each row execute function public.contest_entry_checks();

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
    update public.contest_reports r set resolved_at = now()
      where r.entry_id = new.id and r.resolved_at is null;
  end if;
  return new;
end;
$$;

revoke all on function public.contest_entry_settled() from public, anon, authenticated;

create trigger contest_entry_settled
  before update of state on public.contest_entries
  for each row execute function public.contest_entry_settled();

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
  caller uuid := auth.uid();
  clean_note text := nullif(btrim(note), '');
  owner uuid;
  threshold int := coalesce(nullif(public.station_setting('report_hide_threshold'), '')::int, 3);
  reporters int;
begin
  if caller is null then
    raise exception 'Sign in to report an entry' using errcode = '42501';
  end if;
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

revoke all on function public.contest_report(uuid, text, text) from public, anon;
grant execute on function public.contest_report(uuid, text, text) to authenticated;

-- The wall leaves out hidden entries.
create or replace function public.contest_wall()
  returns table (
    id uuid, title text, nickname text, page_id text, wall_path text, winner boolean, approved_at timestamptz
  )
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select e.id, e.title, coalesce(p.nickname, public.neutral_nickname()), e.page_id,
         e.wall_path, e.winner, e.reviewed_at
    from public.contest_entries e
    left join public.profiles p on p.id = e.user_id
    where e.state = 'approved' and e.wall_path is not null and e.hidden is null
    order by e.winner desc, e.reviewed_at desc, e.id
$$;

-- ---------------------------------------------------------------------------------------------
-- Moderators

create function public.moderation_require_acting()
  returns uuid
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if auth.uid() is null or not public.is_acting_moderator() then
    raise exception 'Only moderators can do this (with a second factor, when the owner asks for one)'
      using errcode = '42501';
  end if;
  return auth.uid();
end;
$$;

revoke all on function public.moderation_require_acting() from public, anon, authenticated;

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
  select e.id, e.title, coalesce(p.nickname, public.neutral_nickname()), e.page_id, e.wall_path,
         e.entry_path, e.winner, e.hidden, count(distinct r.reporter)::int, min(r.created_at),
         jsonb_agg(jsonb_build_object('reason', r.reason, 'note', r.note, 'at', r.created_at)
                   order by r.created_at, r.id)
    from public.contest_entries e
    join public.contest_reports r on r.entry_id = e.id and r.resolved_at is null
    left join public.profiles p on p.id = e.user_id
    where public.is_moderator() and auth.uid() is not null and e.state = 'approved'
    group by e.id, p.nickname
    order by min(r.created_at), e.id
$$;

revoke all on function public.contest_report_queue() from public, anon;
grant execute on function public.contest_report_queue() to authenticated;

-- The reports were not a reason to act: they are settled and the entry is back on the wall.
create function public.contest_dismiss_reports(entry_id uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.moderation_require_acting();
begin
  update public.contest_reports r set resolved_at = now()
    where r.entry_id = contest_dismiss_reports.entry_id and r.resolved_at is null;
  if not found then
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
  moderator uuid := public.moderation_require_acting();
  clean_reason text := nullif(btrim(reason), '');
begin
  if clean_reason is null or length(clean_reason) > 300 then
    raise exception 'Give a reason of at most 300 characters: the member will see it.' using errcode = '22023';
  end if;
  update public.contest_entries e
    set hidden = 'moderator', hidden_reason = clean_reason, winner = false
    where e.id = contest_hide.entry_id and e.state = 'approved';
  if not found then
    raise exception 'This entry is not on the wall' using errcode = 'PT409';
  end if;
  update public.contest_reports r set resolved_at = now()
    where r.entry_id = contest_hide.entry_id and r.resolved_at is null;
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
  moderator uuid := public.moderation_require_acting();
  clean_reason text := nullif(btrim(reason), '');
  target uuid;
begin
  if clean_reason is null or length(clean_reason) > 300 then
    raise exception 'Give a reason of at most 300 characters: the member will see it.' using errcode = '22023';
  end if;
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

revoke all on function public.contest_dismiss_reports(uuid) from public, anon;
revoke all on function public.contest_hide(uuid, text) from public, anon;
revoke all on function public.moderation_reset_nickname(uuid, text) from public, anon;
grant execute on function public.contest_dismiss_reports(uuid) to authenticated;
grant execute on function public.contest_hide(uuid, text) to authenticated;
grant execute on function public.moderation_reset_nickname(uuid, text) to authenticated;
