-- Anonymous sign-ins (AUTH_ANONYMOUS=1), as GoTrue keeps them: a user with no address and no
-- password, `is_anonymous` true, until an email change gives it an address and makes it permanent.
alter table auth.users alter column email drop not null;
alter table auth.users add column is_anonymous boolean not null default false;
