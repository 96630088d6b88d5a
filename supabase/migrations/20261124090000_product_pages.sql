-- Every piece gets its own page: an address (`slug`), several photos (`images`), whether it can be
-- bought (`availability`), and the time of its last change (`updated_at`), which the admin compares
-- so that a save never silently overwrites an edit made meanwhile on another device.
--
-- Runs unchanged on the embedded server and on a hosted project (PostgreSQL 15+), on a fresh
-- database and on one holding products: existing rows get a slug made from their name and their
-- one picture as their first photo; nothing is dropped. Row level security is untouched: visitors
-- read every column, only the owner writes (policies of the owner-permissions migration).

alter table public.products
  add column if not exists slug text,
  add column if not exists images jsonb not null default '[]'::jsonb,
  add column if not exists availability text not null default 'disponibile',
  add column if not exists updated_at timestamptz not null default now();

comment on column public.products.slug is
  'The product''s address under /shop/: made from the name when none is given, unique, editable.';
comment on column public.products.images is
  'Photos in display order: [{path, alt, width, height}]. The first is mirrored into image.';
comment on column public.products.availability is
  'disponibile, su ordinazione, riservato or venduto.';
comment on column public.products.updated_at is
  'Set by the database on every change; a save names the one it read (optimistic concurrency).';

-- A name as an address: `Anello Smeraldo Antico` → `anello-smeraldo-antico` (src/products/slug.ts
-- holds the same rules for the admin's preview).
create or replace function public.product_slug_base(name text) returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(
      rtrim(
        left(
          btrim(
            regexp_replace(
              translate(
                replace(replace(replace(lower(coalesce(name, '')), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'),
                'àáâãäåāăąçćčďèéêëēĕėęěìíîïĩīįıñńňòóôõöøōőùúûüũūůűųýÿžźżšśłđ',
                'aaaaaaaaacccdeeeeeeeeeiiiiiiiinnnooooooooouuuuuuuuuyyzzzsslld'
              ),
              '[^a-z0-9]+', '-', 'g'
            ),
            '-'
          ),
          80
        ),
        '-'
      ),
      ''
    ),
    'pezzo'
  )
$$;

-- The first of `base`, `base-2`, `base-3`... that no other product uses and no page of the shop
-- needs (its privacy and cookie policies live at /shop/privacy and /shop/cookie).
create or replace function public.product_unique_slug(base text, product_id uuid) returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  candidate text := base;
  n integer := 1;
begin
  while candidate in ('privacy', 'cookie')
    or exists (select from public.products p where p.slug = candidate and p.id is distinct from product_id)
  loop
    n := n + 1;
    candidate := rtrim(left(base, 79 - length(n::text)), '-') || '-' || n::text;
  end loop;
  return candidate;
end
$$;

-- True when `images` is a list of at most 12 photos, each with an address, an alternative text and
-- its size in pixels.
create or replace function public.product_images_valid(images jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(images) = 'array'
    and jsonb_array_length(images) <= 12
    and not exists (
      select from jsonb_array_elements(images) as photo
      where jsonb_typeof(photo) <> 'object'
        or jsonb_typeof(photo -> 'path') is distinct from 'string'
        or btrim(photo ->> 'path') = ''
        or char_length(photo ->> 'path') > 1000
        or jsonb_typeof(photo -> 'alt') is distinct from 'string'
        or char_length(photo ->> 'alt') > 300
        or jsonb_typeof(photo -> 'width') is distinct from 'number'
        or jsonb_typeof(photo -> 'height') is distinct from 'number'
        or (photo ->> 'width')::numeric <= 0
        or (photo ->> 'height')::numeric <= 0
    )
$$;

-- Existing products: an address each, oldest first (so the first of two namesakes keeps the plain
-- one), and their picture as their first photo (the demo pictures are 800 × 800).
do $$
declare
  product record;
begin
  for product in select id, name from public.products where slug is null order by created_at, id loop
    update public.products
      set slug = public.product_unique_slug(public.product_slug_base(product.name), product.id)
      where id = product.id;
  end loop;
end
$$;

update public.products
  set images = jsonb_build_array(jsonb_build_object('path', image, 'alt', name, 'width', 800, 'height', 800))
  where images = '[]'::jsonb and btrim(image) <> '' and image not like '%/placeholder.svg';

-- Untouched since they were added, as far as anyone knows.
update public.products set updated_at = created_at;

alter table public.products alter column slug set not null;

do $$
begin
  if not exists (select from pg_constraint where conname = 'products_slug_key') then
    alter table public.products add constraint products_slug_key unique (slug);
  end if;
end
$$;

alter table public.products drop constraint if exists products_slug_format;
alter table public.products
  add constraint products_slug_format
  check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80);

alter table public.products drop constraint if exists products_slug_reserved;
alter table public.products
  add constraint products_slug_reserved check (slug not in ('privacy', 'cookie'));

alter table public.products drop constraint if exists products_availability_known;
alter table public.products
  add constraint products_availability_known
  check (availability in ('disponibile', 'su ordinazione', 'riservato', 'venduto'));

alter table public.products drop constraint if exists products_images_valid;
alter table public.products
  add constraint products_images_valid check (public.product_images_valid(images));

-- On every write: a slug when none was given; the main photo mirrored into `image` (and a picture
-- written by a client that only knows `image` made the main photo); `updated_at` moved on update.
create or replace function public.products_before_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.slug is null or btrim(new.slug) = '' then
    new.slug := public.product_unique_slug(public.product_slug_base(new.name), new.id);
  end if;

  if tg_op = 'UPDATE' and new.images = old.images and new.image is distinct from old.image then
    -- A client that knows only `image` changed the picture: it replaces the main photo.
    new.images := case
      when btrim(new.image) = '' or new.image like '%/placeholder.svg' then old.images - 0
      else jsonb_build_array(
        jsonb_build_object('path', new.image, 'alt', new.name, 'width', 800, 'height', 800)
      ) || (old.images - 0)
    end;
  elsif tg_op = 'INSERT' and new.images = '[]'::jsonb and btrim(new.image) <> ''
    and new.image not like '%/placeholder.svg' then
    new.images := jsonb_build_array(
      jsonb_build_object('path', new.image, 'alt', new.name, 'width', 800, 'height', 800)
    );
  end if;

  if jsonb_typeof(new.images) = 'array' and jsonb_array_length(new.images) > 0
    and jsonb_typeof(new.images -> 0 -> 'path') = 'string' then
    new.image := new.images -> 0 ->> 'path';
  end if;

  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end
$$;

drop trigger if exists products_before_write on public.products;
create trigger products_before_write
  before insert or update on public.products
  for each row execute function public.products_before_write();

create index if not exists products_availability_idx on public.products (availability);
