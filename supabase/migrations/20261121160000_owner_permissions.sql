-- The shop owner, and only the owner, writes the catalogue and its pictures.
--
-- The owner is the signed-in user whose `app_metadata.role` is 'owner'. app_metadata is set by the
-- server (`npm run owner`, or the service role on a hosted project) and cannot be changed by the
-- user, unlike user_metadata. `to authenticated` alone would let any account write, so every write
-- policy also asks public.is_owner(). Visitors keep reading through the policies of the catalogue
-- migration. Only standard Supabase schemas and functions are used: this runs on a hosted project.

create or replace function public.is_owner() returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'owner'
$$;

comment on function public.is_owner() is
  'True when the request''s JWT belongs to the shop owner (app_metadata.role = ''owner'').';

revoke all on function public.is_owner() from public;
grant execute on function public.is_owner() to anon, authenticated, service_role;

-- Products: the table privileges open the door to signed-in users, the policies keep it to the owner.
grant insert, update, delete on table public.products to authenticated;

drop policy if exists "Owner adds products" on public.products;
create policy "Owner adds products" on public.products
  for insert to authenticated
  with check ((select public.is_owner()));

drop policy if exists "Owner edits products" on public.products;
create policy "Owner edits products" on public.products
  for update to authenticated
  using ((select public.is_owner()))
  with check ((select public.is_owner()));

drop policy if exists "Owner removes products" on public.products;
create policy "Owner removes products" on public.products
  for delete to authenticated
  using ((select public.is_owner()));

-- Product pictures: uploads, replacements and removals in `product-images` by the owner only.
-- Reading stays public ("Public buckets are readable"); the bucket's size and type limits apply
-- to the owner too.
drop policy if exists "Owner uploads product images" on storage.objects;
create policy "Owner uploads product images" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'product-images' and (select public.is_owner()));

drop policy if exists "Owner replaces product images" on storage.objects;
create policy "Owner replaces product images" on storage.objects
  for update to authenticated
  using (bucket_id = 'product-images' and (select public.is_owner()))
  with check (bucket_id = 'product-images' and (select public.is_owner()));

drop policy if exists "Owner removes product images" on storage.objects;
create policy "Owner removes product images" on storage.objects
  for delete to authenticated
  using (bucket_id = 'product-images' and (select public.is_owner()));
