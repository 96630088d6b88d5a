-- Many shops on one platform. Every product, product picture and enquiry belongs to a shop, and the
-- people who run a shop are its members: row level security decides every read and write through
-- membership, so one shop's owner never sees or touches another's catalogue, pictures or inbox.
--
-- Runs unchanged on the embedded server and on a hosted Supabase project. On a data folder made
-- before it, nothing is lost: every existing product and enquiry becomes the jewellery shop's
-- (`aurea`, the shop of /shop), and every account with the former owner role becomes its member.

-- The shops. `id` is the one each site document names (`shop.id`); the embedded server keeps the
-- name, the contact address and the catalogue's route and categories in step with the documents it
-- serves (server/shops.ts), a hosted project with the SQL in docs/backend.md.
create table if not exists public.shops (
  id text primary key
    constraint shops_id_format check (id ~ '^[a-z][a-z0-9-]{1,39}$'),
  name text not null
    constraint shops_name_check check (char_length(name) <= 120 and name ~ '\S'),
  -- Where enquiries are e-mailed when the server sends e-mail; null: the server's NOTIFY_EMAIL.
  email text
    constraint shops_email_check check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  -- The route of the shop's catalogue (its products' pages are under it), or null without one.
  catalogue_route text
    constraint shops_catalogue_route_check check (char_length(catalogue_route) <= 200 and left(catalogue_route, 1) = '/'),
  created_at timestamptz not null default now()
);

comment on table public.shops is
  'The shops of the platform: each has its own products, pictures, enquiries and members.';

-- The categories a shop's products may have, in the order its catalogue shows them.
create table if not exists public.shop_categories (
  shop_id text not null references public.shops (id) on delete cascade,
  name text not null
    constraint shop_categories_name_check check (char_length(name) <= 40 and name ~ '\S'),
  position integer not null default 0,
  primary key (shop_id, name)
);

-- Who runs which shop. One person may be a member of several shops.
create table if not exists public.shop_members (
  shop_id text not null references public.shops (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null default 'owner'
    constraint shop_members_role_check check (role in ('owner')),
  created_at timestamptz not null default now(),
  primary key (shop_id, user_id)
);

create index if not exists shop_members_user_id_idx on public.shop_members (user_id);

-- The jewellery shop, which owned everything before shops existed.
insert into public.shops (id, name, email, catalogue_route)
values ('aurea', 'Aurea Gioielli', 'atelier@aureagioielli.it', '/shop')
on conflict (id) do nothing;

insert into public.shop_categories (shop_id, name, position)
values ('aurea', 'Anelli', 1), ('aurea', 'Orologi', 2), ('aurea', 'Orecchini', 3)
on conflict (shop_id, name) do nothing;

insert into public.shop_members (shop_id, user_id, role)
select 'aurea', id, 'owner' from auth.users where raw_app_meta_data ->> 'role' = 'owner'
on conflict (shop_id, user_id) do nothing;

-- True when the signed-in user is a member of `shop`. Security definer, so a policy may ask it
-- whatever the caller may read of shop_members; it reveals nothing but the caller's own membership.
create or replace function public.is_shop_member(shop text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from public.shop_members m
    where m.shop_id = shop and m.user_id = (select auth.uid())
  )
$$;

comment on function public.is_shop_member(text) is
  'True when the request''s user is a member of the shop: the one question every shop policy asks.';

revoke all on function public.is_shop_member(text) from public;
grant execute on function public.is_shop_member(text) to anon, authenticated, service_role;

-- The shop a new row belongs to when the writer does not say: the caller's shop when they are a
-- member of exactly one (an owner of one shop need not name it), otherwise none, and the row is
-- refused as incomplete.
create or replace function public.my_only_shop() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select min(m.shop_id) from public.shop_members m
  where m.user_id = (select auth.uid())
  having count(*) = 1
$$;

revoke all on function public.my_only_shop() from public;
grant execute on function public.my_only_shop() to anon, authenticated, service_role;

-- Everyone reads the shops and their categories (the pages name them); only the service role
-- writes them. Members read their own memberships.
alter table public.shops enable row level security;
alter table public.shop_categories enable row level security;
alter table public.shop_members enable row level security;

revoke all on table public.shops, public.shop_categories, public.shop_members from anon, authenticated;
grant select on table public.shops, public.shop_categories to anon, authenticated;
grant select on table public.shop_members to authenticated;
grant all on table public.shops, public.shop_categories, public.shop_members to service_role;

drop policy if exists "Shops are public" on public.shops;
create policy "Shops are public" on public.shops
  for select to anon, authenticated
  using (true);

drop policy if exists "Shop categories are public" on public.shop_categories;
create policy "Shop categories are public" on public.shop_categories
  for select to anon, authenticated
  using (true);

drop policy if exists "Members see their memberships" on public.shop_members;
create policy "Members see their memberships" on public.shop_members
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Products belong to a shop; existing ones to the jewellery shop.
alter table public.products add column if not exists shop_id text references public.shops (id);
-- Giving a product its shop is not an edit: its updated_at (which the admin's saves compare and
-- the sitemap reports) stays as it was.
alter table public.products disable trigger products_before_write;
update public.products set shop_id = 'aurea' where shop_id is null;
alter table public.products enable trigger products_before_write;
alter table public.products alter column shop_id set default public.my_only_shop();
alter table public.products alter column shop_id set not null;

create index if not exists products_shop_id_created_at_idx on public.products (shop_id, created_at desc);

-- A product's category is one of its shop's: the former fixed list becomes a reference to the
-- shop's categories (same constraint name, so the admin still explains it under the field). Added
-- NOT VALID and then validated, as the product checks are: an old row with another category stays,
-- with a notice, until it is edited.
alter table public.products drop constraint if exists products_category_known;
alter table public.products
  add constraint products_category_known foreign key (shop_id, category)
  references public.shop_categories (shop_id, name) on update cascade not valid;

do $$
begin
  alter table public.products validate constraint products_category_known;
exception when foreign_key_violation then
  raise notice 'Some existing products have a category their shop does not list; they stay as they are until edited in the admin.';
end
$$;

drop policy if exists "Owner adds products" on public.products;
drop policy if exists "Owner edits products" on public.products;
drop policy if exists "Owner removes products" on public.products;

drop policy if exists "Members add products" on public.products;
create policy "Members add products" on public.products
  for insert to authenticated
  with check ((select public.is_shop_member(shop_id)));

-- Both sides are checked: a product cannot be moved into a shop its editor is not a member of.
drop policy if exists "Members edit products" on public.products;
create policy "Members edit products" on public.products
  for update to authenticated
  using ((select public.is_shop_member(shop_id)))
  with check ((select public.is_shop_member(shop_id)));

drop policy if exists "Members remove products" on public.products;
create policy "Members remove products" on public.products
  for delete to authenticated
  using ((select public.is_shop_member(shop_id)));

-- Enquiries go to a shop's inbox; existing ones to the jewellery shop's. A visitor names the shop
-- (its page's), and only a shop that exists (the reference).
alter table public.messages add column if not exists shop_id text references public.shops (id) on delete cascade;
update public.messages set shop_id = 'aurea' where shop_id is null;
alter table public.messages alter column shop_id set not null;

create index if not exists messages_shop_id_created_at_idx on public.messages (shop_id, created_at desc);

grant insert (shop_id) on table public.messages to anon, authenticated;

drop policy if exists "Owner reads messages" on public.messages;
drop policy if exists "Owner marks messages" on public.messages;
drop policy if exists "Owner deletes messages" on public.messages;

drop policy if exists "Members read their shop's messages" on public.messages;
create policy "Members read their shop's messages" on public.messages
  for select to authenticated
  using ((select public.is_shop_member(shop_id)));

drop policy if exists "Members mark their shop's messages" on public.messages;
create policy "Members mark their shop's messages" on public.messages
  for update to authenticated
  using ((select public.is_shop_member(shop_id)))
  with check ((select public.is_shop_member(shop_id)));

drop policy if exists "Members delete their shop's messages" on public.messages;
create policy "Members delete their shop's messages" on public.messages
  for delete to authenticated
  using ((select public.is_shop_member(shop_id)));

-- An enquiry about a piece names a piece of the same shop.
create or replace function public.message_product_in_shop() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.product_id is not null
     and not exists (select from public.products p where p.id = new.product_id and p.shop_id = new.shop_id) then
    raise exception 'The product asked about is not one of this shop''s'
      using errcode = '23514', constraint = 'messages_product_in_shop';
  end if;
  return new;
end
$$;

revoke all on function public.message_product_in_shop() from public;

drop trigger if exists messages_product_in_shop on public.messages;
create trigger messages_product_in_shop
  before insert on public.messages
  for each row execute function public.message_product_in_shop();

-- Product pictures live under `<shop id>/` in `product-images`; only that shop's members upload,
-- replace and remove them. Pictures stored before shops existed sit at the bucket's top level and
-- are the jewellery shop's.
create or replace function public.product_image_shop(name text) returns text
language sql
immutable
set search_path = ''
as $$
  select case when strpos(name, '/') > 0 then split_part(name, '/', 1) else 'aurea' end
$$;

revoke all on function public.product_image_shop(text) from public;
grant execute on function public.product_image_shop(text) to anon, authenticated, service_role;

drop policy if exists "Owner uploads product images" on storage.objects;
drop policy if exists "Owner replaces product images" on storage.objects;
drop policy if exists "Owner removes product images" on storage.objects;

drop policy if exists "Members upload their shop's product images" on storage.objects;
create policy "Members upload their shop's product images" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'product-images' and strpos(name, '/') > 0
    and (select public.is_shop_member(public.product_image_shop(name)))
  );

drop policy if exists "Members replace their shop's product images" on storage.objects;
create policy "Members replace their shop's product images" on storage.objects
  for update to authenticated
  using (bucket_id = 'product-images' and (select public.is_shop_member(public.product_image_shop(name))))
  with check (
    bucket_id = 'product-images' and strpos(name, '/') > 0
    and (select public.is_shop_member(public.product_image_shop(name)))
  );

drop policy if exists "Members remove their shop's product images" on storage.objects;
create policy "Members remove their shop's product images" on storage.objects
  for delete to authenticated
  using (bucket_id = 'product-images' and (select public.is_shop_member(public.product_image_shop(name))));

-- The former owner test is no longer asked by any policy; it stays for projects whose own SQL calls it.
comment on function public.is_owner() is
  'Former single-shop owner test (app_metadata.role = ''owner''); policies ask public.is_shop_member(shop_id).';

-- Changes to the shops reach the pages that show them.
do $$
begin
  if not exists (
    select from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'shops'
  ) then
    alter publication supabase_realtime add table public.shops;
  end if;
end
$$;

-- One-time invitations to become a shop's owner (`npm run owner -- --invite --shop <id>` prints
-- the link). Only a hash of the token is kept. A schema of its own, outside the API: no role but
-- the server's own may read or write it.
create schema if not exists boutique_private;
revoke all on schema boutique_private from public;

create table if not exists boutique_private.owner_invites (
  token_hash text primary key,
  shop_id text not null references public.shops (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

revoke all on table boutique_private.owner_invites from public;
