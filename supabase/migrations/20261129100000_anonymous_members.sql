-- Anonymous sign-ins (supabase-js signInAnonymously; off unless the owner turns them on: on the
-- embedded backend AUTH_ANONYMOUS=1, on a hosted project the dashboard's switch). Such a member
-- has the `authenticated` role and `is_anonymous: true` in the access token until they add an
-- email address. They may play and keep personal bests, but take no part in what others see or
-- what costs the station space: no contest entries, no reports (three members' reports hide an
-- entry, and anonymous accounts cost nothing to make), and no files in Storage at all. The rules
-- sit on the tables and on storage.objects, so every function and client path meets them.

create function public.is_anonymous_caller()
  returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select coalesce((auth.jwt() ->> 'is_anonymous')::boolean, false)
$$;

select public.callable_by('public.is_anonymous_caller()', 'anon', 'authenticated', 'service_role');

-- Restrictive: added to every other policy with "and", whichever bucket a policy opens.
create policy "Anonymous sign-ins store no files"
  on storage.objects as restrictive for insert to authenticated
  with check (not (select public.is_anonymous_caller()));

create policy "Anonymous sign-ins change no files"
  on storage.objects as restrictive for update to authenticated
  using (not (select public.is_anonymous_caller()));

-- contest_enter and contest_report are security definer, so the check is a trigger on their tables.
create function public.refuse_anonymous_caller()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if public.is_anonymous_caller() then
    raise exception 'Add an email address to your account to take part in the contest.' using errcode = '42501';
  end if;
  return new;
end;
$$;

select public.row_trigger('contest_entries_not_anonymous',
  'before insert', 'public.contest_entries', 'public.refuse_anonymous_caller()');

select public.row_trigger('contest_reports_not_anonymous',
  'before insert', 'public.contest_reports', 'public.refuse_anonymous_caller()');
