-- Every shop publishes its terms of use at <home>/termini, beside its privacy and cookie policies, so
-- a catalogue's product may not take `termini` as its address either (/shop/termini is the page).
-- A product that already has it moves to the next free one (`termini-2`…); nothing else changes.

create or replace function public.product_unique_slug(base text, product_id uuid) returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  candidate text := base;
  n integer := 1;
begin
  while candidate in ('privacy', 'cookie', 'termini')
    or exists (select from public.products p where p.slug = candidate and p.id is distinct from product_id)
  loop
    n := n + 1;
    candidate := rtrim(left(base, 79 - length(n::text)), '-') || '-' || n::text;
  end loop;
  return candidate;
end
$$;

update public.products
  set slug = public.product_unique_slug(slug, id)
  where slug = 'termini';

alter table public.products drop constraint if exists products_slug_reserved;
alter table public.products
  add constraint products_slug_reserved check (slug not in ('privacy', 'cookie', 'termini'));
