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
  select e.id, e.title, coalesce(p.nickname, public.neutral_nickname()), e.page_id, e.wall_path, max(a.at)
    from public.contest_entries e
    join public.contest_actions a on a.entry_id = e.id and a.action = 'winner'
    left join public.profiles p on p.id = e.user_id
    where e.state = 'approved' and e.wall_path is not null and e.hidden is null
    group by e.id, p.nickname
    order by max(a.at) desc, e.id
$$;

revoke all on function public.contest_past_winners() from public;
grant execute on function public.contest_past_winners() to anon, authenticated;
