-- Changing a member's email address as GoTrue does with its secure email change: the new address
-- waits in `email_change` until a link (or its 6-digit code) mailed to the current address and one
-- mailed to the new address have both been used. As for the other emailed links, only SHA-256
-- hashes of the tokens and codes are kept; wrong codes are counted and stop them after a few.
alter table auth.users add column email_change text;
alter table auth.users add column email_change_sent_at timestamptz;
alter table auth.users add column email_change_token_current_hash text unique;
alter table auth.users add column email_change_token_new_hash text unique;
alter table auth.users add column email_change_otp_current_hash text;
alter table auth.users add column email_change_otp_new_hash text;
alter table auth.users add column email_change_otp_attempts integer not null default 0;
-- 0: neither address has confirmed yet; 1: one of them has (GoTrue's email_change_confirm_status).
alter table auth.users add column email_change_confirm_status smallint not null default 0;
create index users_email_change on auth.users (email_change) where email_change is not null;
