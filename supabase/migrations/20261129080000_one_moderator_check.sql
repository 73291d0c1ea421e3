-- One check before every moderator action, and a queue that shows what reports and moderators
-- took off the wall so a moderator can act on it. Applies unchanged to a hosted Supabase project
-- (`supabase db push`) and to the embedded database.
--
-- Until now two helpers said the same thing in two ways: contest_require_moderator() (approve,
-- decline, make winner, remove; its refusal says to verify the second factor, with the hint
-- `aal2`) and moderation_require_acting() (dismiss, hide, reset a nickname; without either, so a
-- moderator who lacked only the second factor read "Only moderators can do this"). Every action
-- now calls public.require_acting_moderator(), and the two older helpers are dropped.

create function public.require_acting_moderator()
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

revoke all on function public.require_acting_moderator() from public, anon, authenticated;

-- The history takes two more steps: a moderator putting a hidden entry back, and its member
-- changing the title of an entry that is off the wall or waiting.
alter table public.contest_actions drop constraint contest_actions_action_check;
alter table public.contest_actions
  add constraint contest_actions_action_check check (action in (
    'entered', 'approved', 'declined', 'winner', 'removed',
    'reported-hidden', 'hidden', 'reports-dismissed', 'nickname-reset', 'restored', 'retitled'));

-- ---------------------------------------------------------------------------------------------
-- The contest's actions, as before, through the one check.

create or replace function public.contest_approve(entry_id uuid, wall_path text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.require_acting_moderator();
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

create or replace function public.contest_decline(entry_id uuid, reason text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.require_acting_moderator();
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

-- One winner at a time, and only one that is on the wall: not one hidden by reports or a moderator.
create or replace function public.contest_make_winner(entry_id uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.require_acting_moderator();
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

create or replace function public.contest_remove(entry_id uuid, reason text)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.require_acting_moderator();
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

-- ---------------------------------------------------------------------------------------------
-- Reports' actions, as before, through the one check.

create or replace function public.contest_dismiss_reports(entry_id uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.require_acting_moderator();
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

create or replace function public.contest_hide(entry_id uuid, reason text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.require_acting_moderator();
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

create or replace function public.moderation_reset_nickname(entry_id uuid, reason text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  moderator uuid := public.require_acting_moderator();
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

drop function public.contest_require_moderator();
drop function public.moderation_require_acting();

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
  moderator uuid := public.require_acting_moderator();
begin
  update public.contest_entries e set hidden = null, hidden_reason = null
    where e.id = contest_restore.entry_id and e.state = 'approved' and e.hidden is not null;
  if not found then
    raise exception 'This entry is not hidden' using errcode = 'PT409';
  end if;
  update public.contest_reports r set resolved_at = now()
    where r.entry_id = contest_restore.entry_id and r.resolved_at is null;
  insert into public.contest_actions (entry_id, actor, action)
    values (contest_restore.entry_id, moderator, 'restored');
end;
$$;

revoke all on function public.contest_restore(uuid) from public, anon;
grant execute on function public.contest_restore(uuid) to authenticated;

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
  caller uuid := auth.uid();
  clean text := nullif(btrim(title), '');
  problem text := case when nullif(btrim(title), '') is not null then public.title_problem(btrim(title)) end;
begin
  if caller is null then
    raise exception 'Sign in to change your entry' using errcode = '42501';
  end if;
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

revoke all on function public.contest_retitle(uuid, text) from public, anon;
grant execute on function public.contest_retitle(uuid, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The queue answers whether and why an entry is off the wall, so the page can offer Restore and
-- Remove for it (a new column, so the function is made again).
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
  select e.id, e.title, coalesce(p.nickname, public.neutral_nickname()), e.page_id, e.state,
         e.winner, e.hidden, e.hidden_reason, e.entry_path, e.wall_path, e.decline_reason, e.created_at,
         coalesce((select jsonb_agg(jsonb_build_object(
                     'action', a.action, 'reason', a.reason, 'at', a.at,
                     'by', coalesce(mp.nickname, 'a former member'))
                   order by a.at, a.id)
                   from public.contest_actions a left join public.profiles mp on mp.id = a.actor
                   where a.entry_id = e.id), '[]'::jsonb)
    from public.contest_entries e
    left join public.profiles p on p.id = e.user_id
    where public.is_moderator() and auth.uid() is not null and e.state in ('waiting', 'approved')
    order by (e.state = 'waiting') desc,
             case when e.state = 'waiting' then e.created_at end asc,
             (e.hidden is not null) desc,
             e.reviewed_at desc
$$;

revoke all on function public.contest_moderation() from public, anon;
grant execute on function public.contest_moderation() to authenticated;

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

revoke all on function public.contest_my_reports() from public, anon;
grant execute on function public.contest_my_reports() to authenticated;
