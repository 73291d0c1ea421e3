-- Users, sessions, refresh tokens and the mail outbox of the embedded auth service.
-- Column names follow GoTrue's auth schema where they mean the same thing, so a move to
-- hosted Supabase is a straight copy of email, encrypted_password and raw_user_meta_data.

create table users (
  id uuid primary key,
  -- Lower-cased on the way in; unique, so two sign-ups racing for one address cannot both win.
  email text not null unique,
  encrypted_password text not null,
  email_confirmed_at timestamptz,
  -- SHA-256 of the emailed tokens: a copy of the database cannot be used to confirm or recover.
  confirmation_token_hash text unique,
  confirmation_sent_at timestamptz,
  recovery_token_hash text unique,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table sessions (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  -- The sign-in method and time, for the access token's `amr` claim.
  amr_method text not null default 'password',
  signed_in_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  refreshed_at timestamptz
);
create index sessions_user_id on sessions (user_id);

create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  parent_hash text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  -- When it was revoked (rotated): the start of its reuse grace period.
  updated_at timestamptz not null default now()
);
create index refresh_tokens_session_id on refresh_tokens (session_id);

-- The development mailbox (no SMTP_URL): what would have been sent, newest first.
create table outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  body_text text not null,
  links jsonb not null default '[]'::jsonb,
  sent_at timestamptz not null default now()
);
