-- What Supabase Storage keeps in the database, as on a hosted project: schema `storage` with
-- `storage.buckets` and `storage.objects` (the columns the Storage API and policies use) and the
-- path helpers policies call (storage.foldername, storage.filename, storage.extension). Row level
-- security is on for objects, so policies in supabase/migrations decide who may read, write and
-- delete, applied unchanged here and on a hosted project. The files themselves live in the data
-- folder, named by the object's id.

create schema if not exists storage;

create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.foldername(name text) returns text[]
  language sql immutable
  as $$ select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1] $$;

create or replace function storage.filename(name text) returns text
  language sql immutable
  as $$ select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)] $$;

create or replace function storage.extension(name text) returns text
  language sql immutable
  as $$ select lower(coalesce(substring(storage.filename(name) from '\.([^.]*)$'), '')) $$;

-- As on hosted Supabase: the API roles may use the tables; policies narrow what they see.
grant usage on schema storage to anon, authenticated, service_role;
grant all on storage.objects to anon, authenticated, service_role;
grant select on storage.buckets to anon, authenticated, service_role;
