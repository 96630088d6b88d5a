-- A product has a state, as a page has versions: `bozza` (a draft, only the shop's members see it),
-- `pubblicato` (in the shop: its catalogue, its page, the sitemap) and `archiviato` (out of the shop,
-- kept for the members, published again whenever they like). A new product starts as a draft, so the
-- admin's "Aggiungi" no longer puts a "Nuovo Prodotto" at 0,00 € in front of visitors.
--
-- Runs unchanged on the embedded server and on a hosted project (PostgreSQL 15+). On a database
-- holding products, every one of them is published: an upgrade never hides or loses a row.

alter table public.products
  add column if not exists status text not null default 'pubblicato';

-- Adding the column gives every existing row 'pubblicato' (and fires no trigger: `updated_at`, which
-- the admin's saves compare and the sitemap reports, stays); every row added from now on is a draft.
alter table public.products alter column status set default 'bozza';

comment on column public.products.status is
  'bozza (members only), pubblicato (in the shop) or archiviato (out of the shop, kept). New rows: bozza.';

alter table public.products drop constraint if exists products_status_known;
alter table public.products
  add constraint products_status_known check (status in ('bozza', 'pubblicato', 'archiviato'));

-- What a product must have before visitors see it; a draft or an archived piece may still lack it.
-- The admin checks the same rules when the owner presses "Pubblica" (src/admin/product-rules.ts) and
-- explains a refusal by the constraint's name at its field. Added NOT VALID and then validated, as
-- the product checks are: an old product (now published) that breaks one stays as it is, with a
-- notice, until it is edited.
alter table public.products drop constraint if exists products_published_name;
alter table public.products
  add constraint products_published_name
  check (status <> 'pubblicato' or lower(btrim(name)) <> 'nuovo prodotto') not valid;

alter table public.products drop constraint if exists products_published_description;
alter table public.products
  add constraint products_published_description
  check (status <> 'pubblicato' or lower(btrim(description)) <> 'descrizione del nuovo prodotto') not valid;

alter table public.products drop constraint if exists products_published_price;
alter table public.products
  add constraint products_published_price check (status <> 'pubblicato' or price > 0) not valid;

do $$
declare
  rule text;
begin
  foreach rule in array array[
    'products_published_name',
    'products_published_description',
    'products_published_price'
  ] loop
    begin
      execute format('alter table public.products validate constraint %I', rule);
    exception when check_violation then
      raise notice 'Some published products break %; they stay as they are until edited in the admin.', rule;
    end;
  end loop;
end
$$;

create index if not exists products_shop_id_status_idx on public.products (shop_id, status);

-- Who reads what: visitors (anon, and signed-in people who are not the shop's members) read only
-- published products; the shop's members read all of theirs. Realtime reads each change back as
-- its subscriber, so its deliveries follow the same policies.
drop policy if exists "Catalogue is public" on public.products;
drop policy if exists "Published products are public" on public.products;
create policy "Published products are public" on public.products
  for select to anon, authenticated
  using (status = 'pubblicato');

drop policy if exists "Members read their shop's products" on public.products;
create policy "Members read their shop's products" on public.products
  for select to authenticated
  using ((select public.is_shop_member(shop_id)));

-- An enquiry about a piece names a published piece of the same shop: a draft or an archived piece
-- is not one a visitor can have seen (its page answers 404).
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
  if new.product_id is not null
     and not exists (select from public.products p where p.id = new.product_id and p.status = 'pubblicato') then
    raise exception 'The product asked about is not published'
      using errcode = '23514', constraint = 'messages_product_published';
  end if;
  return new;
end
$$;

revoke all on function public.message_product_in_shop() from public;
