-- The jewellery catalogue: products, the two public buckets, and who may do what.
-- Runs unchanged on the embedded server and on a hosted Supabase project (`supabase db push`).

create table if not exists public.products (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text not null default '',
  price numeric(10, 2) not null check (price >= 0),
  original_price numeric(10, 2) check (original_price >= 0),
  category text not null,
  image text not null default '',
  is_new boolean not null default false,
  is_sale boolean not null default false,
  created_at timestamptz not null default now()
);

create index if not exists products_created_at_idx on public.products (created_at desc);

-- Visitors read the catalogue; only the service role writes until the owner's rights are granted.
alter table public.products enable row level security;

revoke all on table public.products from anon, authenticated;
grant select on table public.products to anon, authenticated;
grant all on table public.products to service_role;

drop policy if exists "Catalogue is public" on public.products;
create policy "Catalogue is public" on public.products
  for select to anon, authenticated
  using (true);

-- Live catalogue: changes of products reach subscribers (the publication exists on every project).
do $$
begin
  if not exists (
    select from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'products'
  ) then
    alter publication supabase_realtime add table public.products;
  end if;
end
$$;

-- Buckets: product pictures (images only, 10 MB) and hero videos, both with public addresses.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('product-images', 'product-images', true, 10485760, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('hero-videos', 'hero-videos', true, null, array['video/mp4', 'video/webm'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

drop policy if exists "Public buckets are readable" on storage.objects;
create policy "Public buckets are readable" on storage.objects
  for select to anon, authenticated
  using (bucket_id in ('product-images', 'hero-videos'));
