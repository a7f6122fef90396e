-- Storage reads: each user lists and signs only their own folder; admins see every folder.
-- The buckets stay public, and the storage server serves /object/public/... without consulting
-- storage.objects policies, so public URLs still load for everyone. Before, anyone (anonymous
-- included) could list both buckets: every owner id and file name.
drop policy "mare buckets: public read" on storage.objects;

create policy "mare buckets: owner or admin reads"
  on storage.objects for select to authenticated
  using (
    bucket_id in ('uploads', 'avatars')
    and (
      (storage.foldername(name))[1] = (select auth.uid())::text
      or (select private.is_admin())
    )
  );
