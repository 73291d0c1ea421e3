-- Bans (the admin API's ban_duration) and the email sign-in link with its 6-digit code.

alter table auth.users add column banned_until timestamptz;

-- SHA-256 of the emailed sign-in link's token, as for the confirmation and recovery links.
alter table auth.users add column magiclink_token_hash text unique;
alter table auth.users add column magiclink_sent_at timestamptz;
-- SHA-256 of the user's id and the 6-digit code mailed with the link; the code is short, so
-- wrong tries are counted and the code stops working after a few.
alter table auth.users add column email_otp_hash text;
alter table auth.users add column email_otp_attempts integer not null default 0;
