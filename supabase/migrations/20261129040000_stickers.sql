-- The sticker book: the stickers a member has earned, and the stickers members give to pictures on
-- the contest wall. Applies unchanged to a hosted project (`supabase db push`) and to the embedded
-- database, which applies it at start.
--
-- Like game_bests: a member reads only their own rows and writes only through the functions
-- below, which check auth.uid(). Nobody reads another member's book. Wall reactions are read
-- through security-definer functions that show which stickers a picture received, never how many
-- or from whom (only the picture's own member sees who, by nickname).

-- ---------------------------------------------------------------------------------------------
-- The stickers there are. A new sticker (a new game's) is one more row in a later migration.
create table public.sticker_catalogue (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(id) <= 64)
);

select public.close_to_clients('public.sticker_catalogue');

insert into public.sticker_catalogue (id)
values
  ('hello'),
  ('five-days'),
  ('story-time'),
  ('bookworm'),
  ('kind-words'),
  ('first-splash'),
  ('finished-picture'),
  ('art-collector'),
  ('fridge-worthy'),
  ('rainbow-hands'),
  ('brave-artist'),
  ('new-best'),
  ('slow-and-steady'),
  ('game-explorer'),
  ('night-owl'),
  ('todays-picture'),
  ('todays-puzzle'),
  ('little-dodger-round'),
  ('word-search-round'),
  ('word-search-backwards'),
  ('memory-round'),
  ('tic-tac-toe-round'),
  ('color-match-round'),
  ('snake-round')
on conflict (id) do nothing;

-- A sticker's id as the book knows it: a catalogue id, or a day's own sticker for today's
-- coloring page or puzzle ("todays-picture@2026-11-29"), for a real date no later than tomorrow
-- (the member's local date may run ahead of the server's).
create function public.sticker_is_known(sticker_id text)
  returns boolean
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  day date;
begin
  if sticker_id is null or length(sticker_id) > 80 then
    return false;
  end if;
  if sticker_id ~ '^(todays-picture|todays-puzzle)@[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    begin
      day := to_date(split_part(sticker_id, '@', 2), 'YYYY-MM-DD');
    exception when others then
      return false;
    end;
    -- to_date accepts 2026-02-31 as March 3rd: the date must read back as written.
    return to_char(day, 'YYYY-MM-DD') = split_part(sticker_id, '@', 2)
       and day <= current_date + 1 and day >= date '2026-01-01';
  end if;
  return exists (select 1 from public.sticker_catalogue c where c.id = sticker_id);
end;
$$;

select public.callable_by('public.sticker_is_known(text)');

-- ---------------------------------------------------------------------------------------------
-- A member's book.
create table public.member_stickers (
  user_id uuid not null references auth.users (id) on delete cascade,
  sticker_id text not null check (length(sticker_id) <= 80),
  earned_at timestamptz not null default now(),
  primary key (user_id, sticker_id)
);

select public.members_read_own_rows('public.member_stickers', 'user_id', 'Members read their own stickers');

-- The caller when signed in; a visitor is refused in the words given (42501: the data API answers
-- 401 with them). The day's functions for members begin here.
create function public.require_member(refusal text)
  returns uuid
  language plpgsql
  stable
  set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  return auth.uid();
end;
$$;

select public.callable_by('public.require_member(text)');

-- Adds a sticker to the caller's book. Idempotent: a sticker already there keeps the earlier of
-- the two days (a browser that earned it offline may send an older day than the account has).
-- `earned_at` is when the browser earned it; never later than now.
create function public.award_sticker(sticker_id text, earned_at timestamptz default null)
  returns public.member_stickers
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller uuid := public.require_member('Sign in to keep stickers in your account');
  kept timestamptz := least(coalesce(award_sticker.earned_at, now()), now());
  result public.member_stickers;
begin
  if not public.sticker_is_known(award_sticker.sticker_id) then
    raise exception 'There is no sticker with that id' using errcode = '22023';
  end if;
  if kept < timestamptz '2026-01-01' then
    kept := now();
  end if;

  insert into public.member_stickers as stored (user_id, sticker_id, earned_at)
  values (caller, award_sticker.sticker_id, kept)
  on conflict on constraint member_stickers_pkey do update
    set earned_at = least(stored.earned_at, excluded.earned_at)
  returning * into result;
  return result;
end;
$$;

select public.callable_by('public.award_sticker(text, timestamptz)', 'authenticated');

-- ---------------------------------------------------------------------------------------------
-- Kind reactions: one sticker from a member's book on a picture of the wall, one per member per
-- picture. There is nothing else to give.
create table public.wall_reactions (
  entry_id uuid not null references public.contest_entries (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  sticker_id text not null,
  created_at timestamptz not null default now(),
  primary key (entry_id, user_id),
  foreign key (user_id, sticker_id) references public.member_stickers (user_id, sticker_id) on delete cascade
);

create index wall_reactions_user on public.wall_reactions (user_id);

select public.members_read_own_rows('public.wall_reactions', 'user_id', 'Members read the reactions they gave');

-- A picture that leaves the wall (removed, declined, hidden after reports or by a moderator, or no
-- longer approved for any reason) takes its reactions with it. `hidden` is read from the row as
-- JSON, so this holds whether or not the column has been added yet.
create function public.wall_reactions_follow_entry()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if new.state <> 'approved' or new.wall_path is null or to_jsonb(new) ->> 'hidden' is not null then
    delete from public.wall_reactions r where r.entry_id = new.id;
  end if;
  return new;
end;
$$;

select public.row_trigger('wall_reactions_follow_entry',
  'after update', 'public.contest_entries', 'public.wall_reactions_follow_entry()');

-- The nickname others see for a member, in one place: their public profile's, or the neutral one
-- (a member with no profile). Reactions, the wall and the moderators' lists sign with it. The
-- table comes with 20261129050000_profiles.sql, after this file; PL/pgSQL looks it up only when
-- called.
create function public.public_nickname(member uuid)
  returns text
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  return coalesce((select p.nickname from public.profiles p where p.id = member), public.neutral_nickname());
end;
$$;

select public.callable_by('public.public_nickname(uuid)');

-- Gives `sticker_id` to a picture on the wall, or takes it back when it is the one already given
-- (a tap again undoes it); giving another sticker replaces the first. Returns the sticker now
-- given by the caller, or null. A member's own picture receives stickers from others only: its
-- member is refused (PT403, which the data API answers 403 with the message).
create function public.toggle_wall_reaction(entry_id uuid, sticker_id text)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller uuid := public.require_member('Sign in to give a sticker');
  owner uuid;
  current text;
begin
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

select public.callable_by('public.toggle_wall_reaction(uuid, text)', 'authenticated');

-- The stickers each picture on the wall received: each sticker once, in the order first given,
-- with no counts and no names.
create function public.wall_reaction_stickers()
  returns table (entry_id uuid, sticker_id text)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select r.entry_id, r.sticker_id
    from public.wall_reactions r
    join public.contest_entries e on e.id = r.entry_id
    where e.state = 'approved' and e.wall_path is not null and to_jsonb(e) ->> 'hidden' is null
    group by r.entry_id, r.sticker_id
    order by r.entry_id, min(r.created_at), r.sticker_id
$$;

select public.callable_by('public.wall_reaction_stickers()', 'anon', 'authenticated');

-- For the caller's own pictures: who sent which sticker, by nickname, newest first.
create function public.reactions_to_my_entries()
  returns table (entry_id uuid, title text, sticker_id text, nickname text, created_at timestamptz)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select r.entry_id, e.title, r.sticker_id, public.public_nickname(r.user_id), r.created_at
    from public.wall_reactions r
    join public.contest_entries e on e.id = r.entry_id
    where e.user_id = (select auth.uid())
    order by r.created_at desc, r.entry_id, r.sticker_id
$$;

select public.callable_by('public.reactions_to_my_entries()', 'authenticated');
