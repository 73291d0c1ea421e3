-- Second factors (TOTP), as GoTrue keeps them: auth.mfa_factors and auth.mfa_challenges, and the
-- assurance level each session reached (aal1 with a password or a link, aal2 once a factor was
-- verified in it). The codes a factor accepted are remembered by their time step, so one code
-- cannot be used twice. Also the reauthentication code (a nonce for a password change) and the
-- time an invitation was sent.
create table auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp')),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  secret text not null,
  last_totp_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index mfa_factors_user on auth.mfa_factors (user_id, created_at);

create table auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz
);
create index mfa_challenges_factor on auth.mfa_challenges (factor_id);

alter table auth.sessions add column aal text not null default 'aal1';
alter table auth.sessions add column factor_id uuid;
alter table auth.sessions add column mfa_at timestamptz;

alter table auth.users add column reauthentication_token_hash text;
alter table auth.users add column reauthentication_sent_at timestamptz;
alter table auth.users add column reauthentication_attempts integer not null default 0;
alter table auth.users add column invited_at timestamptz;
