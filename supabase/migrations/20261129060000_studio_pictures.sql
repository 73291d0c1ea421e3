-- The coloring studio's pictures in a member's account: a private Storage bucket where each member
-- keeps, in a folder named by their user id, their pictures as the studio saves them (the picture,
-- its undo history and own colours) with a thumbnail: `<page>.<version>.json` and `.png`. A
-- version is never overwritten: a device writes a new one and removes the one it started from, so
-- two devices writing at once both leave theirs (the newest is the picture, any other a kept copy;
-- docs/studio.md). Only the member reads, writes and removes them; nothing here is ever public.
-- Applies unchanged to a hosted project (`supabase db push`) and to the embedded database.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('studio-pictures', 'studio-pictures', false, 5242880, array['application/json', 'image/png'])
on conflict (id) do nothing;

-- How many objects one member may keep: 15 pages with thumbnails and kept copies, with room.
create function public.studio_may_keep()
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select auth.uid() is not null
     and (select count(*) from storage.objects o
            where o.bucket_id = 'studio-pictures'
              and (storage.foldername(o.name))[1] = auth.uid()::text) < 200
$$;

select public.callable_by('public.studio_may_keep()', 'authenticated');

-- A name the studio would write: the member's folder, then a page id, a version (the change's time
-- and a random tag, both base 36), and the kind of file. Anything else (other folders, deeper paths, other files) is refused.
create function public.studio_is_own_picture(name text)
  returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select auth.uid() is not null
     and name ~ ('^' || auth.uid()::text || '/[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9]{1,12}-[a-z0-9]{1,12}\.(json|png)$')
     and length(name) <= 160
$$;

grant execute on function public.studio_is_own_picture(text) to authenticated;

create policy "Members keep their studio pictures"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'studio-pictures' and public.studio_is_own_picture(name) and public.studio_may_keep());

create policy "Members read their studio pictures"
  on storage.objects for select to authenticated
  using (bucket_id = 'studio-pictures' and public.studio_is_own_picture(name));

-- Replacing a picture in place (Storage's upsert, where the service offers it).
create policy "Members replace their studio pictures"
  on storage.objects for update to authenticated
  using (bucket_id = 'studio-pictures' and public.studio_is_own_picture(name))
  with check (bucket_id = 'studio-pictures' and public.studio_is_own_picture(name));

create policy "Members remove their studio pictures"
  on storage.objects for delete to authenticated
  using (bucket_id = 'studio-pictures' and public.studio_is_own_picture(name));

-- The member's pictures, newest change first: My pictures lists them and the studio's sync
-- compares them without a download each. The same on every Storage service, as a function.
create function public.studio_my_pictures()
  returns table (name text, size bigint, updated_at timestamptz)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select o.name, coalesce((o.metadata ->> 'size')::bigint, 0), o.updated_at
    from storage.objects o
    where o.bucket_id = 'studio-pictures'
      and auth.uid() is not null
      and (storage.foldername(o.name))[1] = auth.uid()::text
    order by o.updated_at desc, o.name
$$;

select public.callable_by('public.studio_my_pictures()', 'authenticated');

-- A deleted account's pictures: the page removes them before it deletes the account, and the
-- embedded server's hourly sweep (or a hosted project's scheduled function) removes what is left
-- of members who no longer exist.
create function public.studio_orphan_objects()
  returns table (bucket_id text, name text)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select o.bucket_id, o.name
    from storage.objects o
    where o.bucket_id = 'studio-pictures'
      and not exists (select 1 from auth.users u where u.id::text = (storage.foldername(o.name))[1])
$$;

select public.callable_by('public.studio_orphan_objects()', 'service_role');
