-- Moderators act only as acting moderators (public.is_acting_moderator(): a moderator, signed in
-- with a second factor when the owner requires one through 'moderators_need_mfa'). Replaces the
-- contest's moderator check and its storage policies for publishing to and deleting from the
-- wall; reading the queue still needs only public.is_moderator().

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

revoke all on function public.contest_require_moderator() from public, anon, authenticated;

-- Whether the owner requires moderators to verify a second factor: the moderation page asks, to
-- offer the verification before a moderator tries to act.
create or replace function public.moderators_need_mfa()
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(public.station_setting('moderators_need_mfa'), 'off') = 'on'
$$;

revoke all on function public.moderators_need_mfa() from public, anon;
grant execute on function public.moderators_need_mfa() to authenticated;

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
