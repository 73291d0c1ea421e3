-- The nickname, report and moderator rules, checked on a real PostgreSQL with a hosted project's
-- schema (scripts/measure/hosted-pg15/main.ts). Run by a superuser session that switches roles
-- as the hosted services do: GoTrue writes auth.users as supabase_auth_admin, PostgREST runs a
-- member's request as `authenticated` with the JWT's claims and a visitor's as `anon`. Each check
-- says "ok: ..." or raises "FAILED: ..."; psql goes on after a failure, so every check reports.

create schema lss_check;

-- What GoTrue's sign-up does: a row in auth.users with the client's `data` as it came.
create function lss_check.gotrue_sign_up(metadata jsonb) returns uuid language plpgsql as $$
declare
  id uuid := gen_random_uuid();
begin
  perform set_config('role', 'supabase_auth_admin', true);
  insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    values ('00000000-0000-0000-0000-000000000000', id, 'authenticated', 'authenticated',
            id::text || '@example.com', '{"provider":"email"}', metadata, now(), now());
  perform set_config('role', 'none', true);
  return id;
end;
$$;

-- PostgREST's request as a member (claims as GoTrue signs them) or a visitor.
create function lss_check.as_member(id uuid, app_metadata jsonb default '{}', aal text default 'aal1')
  returns void language plpgsql as $$
begin
  perform set_config('request.jwt.claims',
    jsonb_build_object('sub', id, 'role', 'authenticated', 'aal', aal, 'app_metadata', app_metadata)::text, true);
  perform set_config('request.jwt.claim.sub', id::text, true);
  perform set_config('role', 'authenticated', true);
end;
$$;

create function lss_check.as_visitor() returns void language plpgsql as $$
begin
  perform set_config('request.jwt.claims', '{"role":"anon"}', true);
  perform set_config('request.jwt.claim.sub', '', true);
  perform set_config('role', 'anon', true);
end;
$$;

create function lss_check.as_owner() returns void language plpgsql as $$
begin
  perform set_config('role', 'none', true);
end;
$$;

grant usage on schema lss_check to anon, authenticated, supabase_auth_admin;
grant execute on all functions in schema lss_check to anon, authenticated, supabase_auth_admin;

-- The SQLSTATE a statement raises, or null when it succeeds (run as the current role).
create function lss_check.refusal(statement text) returns text language plpgsql as $$
begin
  execute statement;
  return null;
exception when others then
  return sqlstate || ' ' || sqlerrm;
end;
$$;
grant execute on function lss_check.refusal(text) to anon, authenticated;

-- Says "ok: <what>" when `held`, else raises "FAILED: <what> (<seen>)".
create function lss_check.expect(held boolean, what text, seen text default null) returns void language plpgsql as $$
begin
  if held then
    raise notice 'ok: %', what;
  else
    raise exception 'FAILED: % (%)', what, coalesce(seen, 'no detail');
  end if;
end;
$$;
grant execute on function lss_check.expect(boolean, text, text) to anon, authenticated;

-- Runs `statement` as the current role and expects its SQLSTATE and message to be like `refused`,
-- or, when that is null, the statement to succeed.
create function lss_check.expect_refusal(statement text, refused text, what text) returns void language plpgsql as $$
declare
  seen text := lss_check.refusal(statement);
begin
  perform lss_check.expect(case when refused is null then seen is null else seen like refused end, what, seen);
end;
$$;
grant execute on function lss_check.expect_refusal(text, text, text) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
do $$
declare
  uid uuid := lss_check.gotrue_sign_up('{"nickname": "  Étoile 7 ", "guidelines": "2026-11-29"}');
  p record;
begin
  select nickname, needs_nickname, guidelines_version into p from public.profiles where profiles.id = uid;
  perform lss_check.expect(p.nickname = 'Étoile 7' and not p.needs_nickname and p.guidelines_version = '2026-11-29',
    'a GoTrue sign-up with a good nickname keeps it, trimmed, and the guidelines version', p::text);
end;
$$;

do $$
declare
  bad jsonb;
  uid uuid;
  p record;
begin
  for bad in select * from jsonb_array_elements('[
      {"nickname": "star@example.com"}, {"nickname": "Call 555 0123 456"}, {"nickname": "visit www example com"},
      {"nickname": "Sexy Kitten"}, {"nickname": "<b>hi</b>"}, {"nickname": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"},
      {}, {"nickname": 42}, {"nickname": ["Luna"]}]'::jsonb)
  loop
    uid := lss_check.gotrue_sign_up(bad);
    select nickname, needs_nickname into p from public.profiles where profiles.id = uid;
    perform lss_check.expect(p.nickname = 'A space friend' and p.needs_nickname,
      format('sign-up metadata %s gives the neutral nickname and asks again', bad), p::text);
  end loop;
end;
$$;

do $$
declare
  uid uuid := lss_check.gotrue_sign_up('{"nickname": "Luna"}');
  p record;
begin
  -- What GoTrue's PUT /user does with `data`.
  perform set_config('role', 'supabase_auth_admin', true);
  update auth.users set raw_user_meta_data = raw_user_meta_data || '{"nickname": "me@example.com"}' where users.id = uid;
  perform lss_check.as_owner();
  select nickname, needs_nickname into p from public.profiles where profiles.id = uid;
  perform lss_check.expect(p.nickname = 'Luna', 'updateUser metadata never reaches the profile', p::text);
end;
$$;

do $$
declare
  readers text;
begin
  select string_agg(p.proname, ', ' order by p.proname) into readers
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prosrc ilike '%raw_user_meta_data%' and p.proname <> 'profile_from_new_user';
  perform lss_check.expect(readers is null, 'no public function but the profile trigger reads raw_user_meta_data', readers);
end;
$$;

-- ---------------------------------------------------------------------------------------------
do $$
declare
  alice uuid := lss_check.gotrue_sign_up('{"nickname": "Alice Moon"}');
  bob uuid := lss_check.gotrue_sign_up('{"nickname": "Bob Star"}');
  tbl text;
  rows int;
begin
  perform lss_check.as_member(alice);
  perform lss_check.expect_refusal('select public.set_nickname(''alice@example.com'')', '22023 %only contain letters%',
    'set_nickname refuses an @ by the nickname rule');
  perform lss_check.expect_refusal('select public.set_nickname(''alice at example dot com'')', '22023 %email%',
    'set_nickname refuses an email address spelled out, with words');
  perform lss_check.expect_refusal('select public.set_nickname(''Sexy Moon'')', '22023 %word%',
    'set_nickname refuses a watched word');
  perform lss_check.expect_refusal('select public.set_nickname(''Alice Comet'')', null,
    'set_nickname takes a good nickname');

  perform lss_check.as_member(bob);
  select count(*) into rows from public.profiles;
  perform lss_check.expect(rows = 1, 'a member reads only their own profile', rows::text);
  perform lss_check.expect_refusal(format('update public.profiles set nickname = %L where id = %L', 'Mallory', alice), '42501 %',
    'a member cannot write another''s profile');
  perform lss_check.expect_refusal(format('update public.profiles set nickname = %L', 'me@example.com'), '42501 %',
    'a member cannot write their own profile around set_nickname');
  foreach tbl in array array['public.watched_words', 'public.contest_reports', 'public.station_settings'] loop
    perform lss_check.expect_refusal('select * from ' || tbl, '42501 %', 'a member cannot read ' || tbl);
  end loop;

  perform lss_check.as_visitor();
  perform lss_check.expect_refusal('select * from public.profiles', '42501 %',
    'a visitor cannot read profiles');
  perform lss_check.expect_refusal(format('select public.set_nickname(%L)', 'Anon'), '42501 %',
    'a visitor cannot call set_nickname');
  perform lss_check.expect(public.nickname_problem('call me on 555 123 4567') like '%phone number%',
    'a visitor may ask nickname_problem, which names a phone number');
  perform lss_check.as_owner();
  perform lss_check.expect((select nickname from public.profiles where id = alice) = 'Alice Comet',
    'the profile holds the nickname set_nickname kept');
end;
$$;

-- ---------------------------------------------------------------------------------------------
do $$
declare
  owner uuid := lss_check.gotrue_sign_up('{"nickname": "Owner Pip"}');
  moderator uuid := lss_check.gotrue_sign_up('{"nickname": "Moderator Mo"}');
  reporters uuid[] := array[lss_check.gotrue_sign_up('{"nickname": "Reporter One"}'),
                            lss_check.gotrue_sign_up('{"nickname": "Reporter Two"}'),
                            lss_check.gotrue_sign_up('{"nickname": "Reporter Three"}')];
  entry uuid := gen_random_uuid();
  r uuid;
  shown text;
begin
  insert into public.contest_entries (id, user_id, title, state, entry_path, wall_path, reviewed_at)
    values (entry, owner, 'Moon Garden', 'approved', owner || '/a.png', 'wall-a.png', now());
  foreach r in array reporters loop
    perform lss_check.as_member(r);
    perform lss_check.expect_refusal(format('select public.contest_report(%L, %L)', entry, 'unkind'), null,
      'a member reports an entry');
  end loop;
  perform lss_check.as_visitor();
  select string_agg(w::text, ' ') into shown from public.contest_wall() w;
  perform lss_check.expect(coalesce(shown, '') not like '%Moon Garden%', 'three members'' reports take it off the wall', shown);

  perform lss_check.as_member(owner);
  select coalesce(string_agg(t::text, ' '), '') into shown from public.contest_entries t;
  perform lss_check.expect(shown like '%reports%' and shown not like '%Reporter%',
    'its member sees it hidden by reports, and nobody''s name', shown);

  perform lss_check.as_member(reporters[1]);
  perform lss_check.expect_refusal(format('select public.contest_restore(%L)', entry), '42501 %',
    'a member cannot restore it');

  perform lss_check.as_owner();
  update public.station_settings set value = 'on' where key = 'moderators_need_mfa';
  perform lss_check.as_member(moderator, '{"moderator": true}', 'aal1');
  perform lss_check.expect_refusal(format('select public.contest_restore(%L)', entry), '42501 %second factor%',
    'a moderator without aal2 is told to verify the second factor');
  perform lss_check.as_member(moderator, '{"moderator": true}', 'aal2');
  select string_agg(q::text, ' ') into shown from public.contest_moderation() q where q.id = entry;
  perform lss_check.expect(shown like '%reports%', 'the moderation queue lists the hidden entry', shown);
  select string_agg(q::text, ' ') into shown from public.contest_report_queue() q where q.id = entry;
  perform lss_check.expect(shown like '%,3,%' and shown not like '%Reporter%' and shown not like '%' || reporters[1] || '%',
    'the report queue says three members reported, never who', shown);
  perform lss_check.expect_refusal(format('select public.contest_restore(%L)', entry), null,
    'an acting moderator restores it');
  perform lss_check.as_owner();
  update public.station_settings set value = 'off' where key = 'moderators_need_mfa';
  perform lss_check.as_visitor();
  select string_agg(w::text, ' ') into shown from public.contest_wall() w;
  perform lss_check.expect(shown like '%Moon Garden%Owner Pip%', 'back on the wall with the profile''s nickname', shown);
  perform lss_check.as_owner();
end;
$$;
