-- Storage: public image buckets and who may write where.
-- The storage server enforces file_size_limit and allowed_mime_types; RLS on storage.objects
-- (already enabled by Supabase) decides who may touch which object.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('uploads', 'uploads', true, 5242880, array['image/jpeg', 'image/png', 'image/webp']),
  ('avatars', 'avatars', true, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Both buckets are public: anyone may read and list their objects.
create policy "mare buckets: public read"
  on storage.objects for select to public
  using (bucket_id in ('uploads', 'avatars'));

-- Writes only under the caller's own folder: <auth.uid()>/...
create policy "mare buckets: owner inserts in own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id in ('uploads', 'avatars')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "mare buckets: owner updates in own folder"
  on storage.objects for update to authenticated
  using (
    bucket_id in ('uploads', 'avatars')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id in ('uploads', 'avatars')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "mare buckets: owner deletes in own folder"
  on storage.objects for delete to authenticated
  using (
    bucket_id in ('uploads', 'avatars')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
