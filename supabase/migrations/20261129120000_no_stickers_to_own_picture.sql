-- Stickers on the wall are given to somebody else: a member's own picture receives stickers from
-- others and cannot be given one by its member. toggle_wall_reaction refuses it (PT403, which the
-- data API answers 403 with the message below); the rest of the function is unchanged. Stickers a
-- member gave their own pictures before this rule go.

create or replace function public.toggle_wall_reaction(entry_id uuid, sticker_id text)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  owner uuid;
  current text;
begin
  if caller is null then
    raise exception 'Sign in to give a sticker' using errcode = '42501';
  end if;
  select e.user_id into owner
    from public.contest_entries e
    where e.id = toggle_wall_reaction.entry_id and e.state = 'approved' and e.wall_path is not null
      and to_jsonb(e) ->> 'hidden' is null;
  if not found then
    raise exception 'That picture is not on the wall' using errcode = 'PT404';
  end if;
  if owner = caller then
    raise exception 'This is your own picture: stickers here come from other members' using errcode = 'PT403';
  end if;
  if not exists (
    select 1 from public.member_stickers s
      where s.user_id = caller and s.sticker_id = toggle_wall_reaction.sticker_id
  ) then
    raise exception 'Earn that sticker first, then you can give it' using errcode = '22023';
  end if;

  select r.sticker_id into current
    from public.wall_reactions r
    where r.entry_id = toggle_wall_reaction.entry_id and r.user_id = caller
    for update;
  if current = toggle_wall_reaction.sticker_id then
    delete from public.wall_reactions r where r.entry_id = toggle_wall_reaction.entry_id and r.user_id = caller;
    return null;
  end if;
  insert into public.wall_reactions as r (entry_id, user_id, sticker_id)
  values (toggle_wall_reaction.entry_id, caller, toggle_wall_reaction.sticker_id)
  on conflict on constraint wall_reactions_pkey do update set sticker_id = excluded.sticker_id, created_at = now();
  return toggle_wall_reaction.sticker_id;
end;
$$;

revoke all on function public.toggle_wall_reaction(uuid, text) from public, anon;
grant execute on function public.toggle_wall_reaction(uuid, text) to authenticated;

delete from public.wall_reactions r
  using public.contest_entries e
  where e.id = r.entry_id and e.user_id = r.user_id;
