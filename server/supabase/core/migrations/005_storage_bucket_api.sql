-- The bucket API (/storage/v1/bucket) writes storage.buckets under the caller's role, as Storage
-- does on a hosted project: the API roles hold the table's grants, and row level security (on,
-- with no policy for anon or authenticated) leaves only the service role, which bypasses it, able
-- to create, change or delete a bucket. Objects keep a version and their own metadata, which
-- Storage's object info answers.
grant select, insert, update, delete on storage.buckets to anon, authenticated, service_role;
alter table storage.objects alter column user_metadata set default '{}'::jsonb;
update storage.objects set version = gen_random_uuid()::text where version is null;
alter table storage.objects alter column version set default gen_random_uuid()::text;
alter table storage.buckets add column if not exists type text not null default 'STANDARD';
