-- Members' public nicknames, kept by the database itself, and the watched words that titles and
-- nicknames are checked against. Applies unchanged to a hosted Supabase project (`supabase db
-- push`) and to the embedded database.
--
-- Why here and not only in the auth service: a hosted project's GoTrue stores whatever sign-up or
-- updateUser metadata a client sends. So nothing public reads raw_user_meta_data any more: a
-- trigger copies the sign-up nickname into public.profiles when it passes the rule, and keeps a
-- neutral default (and asks the member to choose again) when it does not; afterwards the nickname
-- changes only through public.set_nickname(), which applies the rule and the watched words.
-- The public reads that show a nickname join public.profiles: the wall and the moderators' queue
-- (20261129051000_reports_and_moderation.sql), stickers' givers (20261129040000_stickers.sql).

-- ---------------------------------------------------------------------------------------------
-- Watched words: supabase/watched-words.txt, which the owner edits. The embedded server loads it at
-- every start; a hosted project loads it with `npm run watched-words` (docs/community.md).
create table public.watched_words (
  -- Lower-case letters and digits, words separated by one space: compared with text normalised
  -- the same way (public.watch_normalise), so "Bad-Word" and "bad word" both match "bad word".
  word text primary key check (word ~ '^[a-z0-9]+( [a-z0-9]+)*$' and length(word) <= 80)
);

select public.close_to_clients('public.watched_words');

-- Lower case, compatibility forms folded (a full-width ＠ is an @), every run of anything but
-- ASCII letters and digits one space, with a space at each end so whole words compare with strpos.
create function public.watch_normalise(value text)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select ' ' || btrim(regexp_replace(lower(normalize(coalesce(value, ''), NFKC)), '[^a-z0-9]+', ' ', 'g')) || ' '
$$;

-- The message for a title or nickname (`what`) that carries personal details, a link or a watched
-- word; null when it carries none.
create function public.watched_problem(value text, what text)
  returns text
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  folded text := lower(normalize(coalesce(value, ''), NFKC));
begin
  if folded ~ '[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+' or folded ~ '\m(at)\M.*\m(dot)\M *(com|net|org)\M' then
    return format('A %s can''t include an email address: personal details stay private here.', what);
  end if;
  if folded ~ '(\+?[0-9][ ().-]*){7,}' then
    return format('A %s can''t include a phone number: personal details stay private here.', what);
  end if;
  -- Nicknames have no dots or colons, so links there are spelled out: "www", "https", "dot com".
  if folded ~ '(https?:|://|\mwww\M|\mhttps?\M|\mdot +(com|net|org|io|me|co|uk|app|gg|tv)\M)'
     or folded ~ '\m[a-z0-9-]+\.(com|net|org|io|me|co|uk|app|xyz|ly|gg|tv|info|biz|link|site|online|shop|store|de|fr|ru)\M' then
    return format('A %s can''t include a link.', what);
  end if;
  if exists (select 1 from public.watched_words w
             where strpos(public.watch_normalise(value), ' ' || w.word || ' ') > 0) then
    return format('That %s has a word this station doesn''t allow. Please choose another one (see the community guidelines).', what);
  end if;
  return null;
end;
$$;

select public.callable_by('public.watched_problem(text, text)');

-- The nickname rule of common/validation.ts, in SQL. The same where it counts on every locale:
-- ASCII is only letters, digits and spaces, and punctuation, symbols, emoji, private-use and
-- invisible characters of other scripts are refused; letters of any script are welcome.
create function public.nickname_problem(nickname text)
  returns text
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  clean text := btrim(normalize(coalesce(nickname, ''), NFC));
begin
  if clean = '' then
    return 'Please choose a nickname.';
  end if;
  if length(clean) > 50
     or clean ~ '[\u0001-\u001f\u007f-\u009f]'
     or clean ~ '[\u0021-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007e\u00a0-\u00bf\u00d7\u00f7]'
     or clean ~ '[\u0300-\u036f\u2000-\u2bff\u3000-\u303f\ue000-\uf8ff\ufe00-\ufe6f\ufeff\uff00-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]'
     or clean ~ '[\U0001f000-\U0001faff]' then
    return 'Nickname must be 1-50 characters and only contain letters, numbers, and spaces.';
  end if;
  return public.watched_problem(clean, 'nickname');
end;
$$;

-- Forms ask before they send (a hosted GoTrue would store anything), so visitors may call it.
select public.callable_by('public.nickname_problem(text)', 'anon', 'authenticated');

-- A title's problem for the contest form, which asks before uploading.
create function public.title_problem(title text)
  returns text
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select case
    when length(btrim(coalesce(title, ''))) > 60 then 'The title can be at most 60 characters long.'
    else public.watched_problem(title, 'title')
  end
$$;

select public.callable_by('public.title_problem(text)', 'authenticated');

-- ---------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  nickname text not null check (length(nickname) between 1 and 50),
  -- True when the member must choose a nickname again: their sign-up nickname broke the rule, or
  -- a moderator reset it (nickname_reason says why, in words the member reads).
  needs_nickname boolean not null default false,
  nickname_reason text check (nickname_reason is null or length(nickname_reason) between 1 and 300),
  -- The version of /community-guidelines the member agreed to at sign-up, and when.
  guidelines_version text check (guidelines_version is null or guidelines_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  guidelines_agreed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A member reads their own row; public reads go through security-definer functions (the wall,
-- the moderation queue), so no list of member ids is ever readable.
select public.members_read_own_rows('public.profiles', 'id', 'Members read their own profile');

-- The neutral nickname a profile keeps until its member chooses one the rule accepts.
create function public.neutral_nickname()
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select 'A space friend'
$$;

-- From sign-up metadata, whatever sent it: the site's form, the embedded auth service, a hosted
-- GoTrue, an admin or an import. Never raises: a bad nickname must not stop an account being made.
create function public.profile_from_new_user()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  -- Only a JSON string is a nickname: GoTrue keeps numbers, lists and objects as they came.
  wanted text := case when jsonb_typeof(new.raw_user_meta_data -> 'nickname') = 'string'
                      then new.raw_user_meta_data ->> 'nickname' end;
  agreed text := new.raw_user_meta_data ->> 'guidelines';
  ok boolean := wanted is not null and public.nickname_problem(wanted) is null;
begin
  if agreed is not null and agreed !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    agreed := null;
  end if;
  insert into public.profiles (id, nickname, needs_nickname, guidelines_version, guidelines_agreed_at, created_at)
    values (new.id,
            case when ok then btrim(normalize(wanted, NFC)) else public.neutral_nickname() end,
            not ok,
            agreed,
            case when agreed is not null then coalesce(new.created_at, now()) end,
            coalesce(new.created_at, now()))
    on conflict (id) do nothing;
  return new;
end;
$$;

select public.row_trigger('profile_from_new_user',
  'after insert', 'auth.users', 'public.profile_from_new_user()');

-- Members who signed up before this migration.
insert into public.profiles (id, nickname, needs_nickname, created_at)
select u.id,
       case when public.nickname_problem(u.raw_user_meta_data ->> 'nickname') is null
            then btrim(normalize(u.raw_user_meta_data ->> 'nickname', NFC)) else public.neutral_nickname() end,
       public.nickname_problem(u.raw_user_meta_data ->> 'nickname') is not null,
       coalesce(u.created_at, now())
  from auth.users u
on conflict (id) do nothing;

-- The one way a nickname changes. Answers the nickname as kept.
create function public.set_nickname(nickname text)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller uuid := public.require_member('Sign in to choose a nickname');
  problem text := public.nickname_problem(nickname);
  clean text := btrim(normalize(coalesce(nickname, ''), NFC));
begin
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  update public.profiles p
    set nickname = clean, needs_nickname = false, nickname_reason = null, updated_at = now()
    where p.id = caller;
  if not found then
    insert into public.profiles (id, nickname) values (caller, clean);
  end if;
  return clean;
end;
$$;

select public.callable_by('public.set_nickname(text)', 'authenticated');
