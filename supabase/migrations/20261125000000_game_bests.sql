-- Personal bests, the site's data contract. Applies unchanged to a hosted Supabase project
-- (`supabase db push`) and to the embedded database, which applies it at start.
--
-- Clients read their own rows through the data API and write only through record_best, which
-- keeps the better value in one statement; nobody may insert, update or delete rows directly.

create table public.game_bests (
  user_id uuid not null references auth.users (id) on delete cascade,
  game_id text not null,
  best integer not null,
  lower_is_better boolean not null,
  achieved_at timestamptz not null default now(),
  primary key (user_id, game_id)
);

alter table public.game_bests enable row level security;

-- A project's default privileges grant everything in public to anon and authenticated: take it
-- back, then give members read access only. The policy narrows that to their own rows.
revoke all on table public.game_bests from anon, authenticated, public;
grant select on table public.game_bests to authenticated;

create policy "Members read their own bests"
  on public.game_bests
  for select
  to authenticated
  using ((select auth.uid()) = user_id);

-- Inserts the best, or keeps the better of the stored and the new value: the conflict update
-- happens only when the new value is better, under the row lock, so two devices recording at
-- once cannot lose the better one. Returns the row as stored afterwards.
create function public.record_best(game_id text, best integer, lower_is_better boolean)
  returns public.game_bests
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  result public.game_bests;
begin
  if caller is null then
    raise exception 'Sign in to record a best' using errcode = '42501';
  end if;
  if game_id is null or game_id !~ '^[a-z0-9]+(-[a-z0-9]+)*(:[a-z0-9]+(-[a-z0-9]+)*)?$'
     or length(game_id) > 64 then
    raise exception 'game_id must look like "snake" or "color-match:easy"' using errcode = '22023';
  end if;
  if best is null or best < 0 then
    raise exception 'best must be a whole number of at least 0' using errcode = '22023';
  end if;
  if lower_is_better is null then
    raise exception 'lower_is_better must be true or false' using errcode = '22023';
  end if;

  insert into public.game_bests as stored (user_id, game_id, best, lower_is_better)
  values (caller, record_best.game_id, record_best.best, record_best.lower_is_better)
  on conflict on constraint game_bests_pkey do update
    set best = excluded.best,
        lower_is_better = excluded.lower_is_better,
        achieved_at = now()
    where (excluded.lower_is_better and excluded.best < stored.best)
       or (not excluded.lower_is_better and excluded.best > stored.best);

  select * into result
    from public.game_bests as stored
    where stored.user_id = caller and stored.game_id = record_best.game_id;
  return result;
end;
$$;

revoke all on function public.record_best(text, integer, boolean) from public, anon;
grant execute on function public.record_best(text, integer, boolean) to authenticated;

-- Deletes the caller's account; sessions, refresh tokens and bests go with it by cascade.
create function public.delete_own_account()
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  delete from auth.users where id = caller;
end;
$$;

revoke all on function public.delete_own_account() from public, anon;
grant execute on function public.delete_own_account() to authenticated;
