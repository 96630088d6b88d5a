-- What a product must be before the shop shows it, enforced by the database: the admin checks the
-- same rules as the owner types (src/admin/product-rules.ts), but a client that skips them, or a
-- direct API call, meets these constraints. PostgREST answers a violation with 400 and code 23514,
-- naming the constraint, which the admin turns back into the message under the field.
--
-- Runs unchanged on the embedded server and on a hosted project (PostgreSQL 15+). Each constraint is
-- added NOT VALID, so rows written before it exist are not rewritten or rejected by the migration;
-- it is then validated, and stays NOT VALID (with a notice naming it) only if an old row breaks it.
-- New and updated rows are checked either way.
-- The existing checks stay: `products_price_check` (price >= 0) and `products_original_price_check`.

alter table public.products drop constraint if exists products_name_present;
alter table public.products
  add constraint products_name_present check (name ~ '[^[:space:]]') not valid;

alter table public.products drop constraint if exists products_name_length;
alter table public.products
  add constraint products_name_length check (char_length(name) <= 120) not valid;

alter table public.products drop constraint if exists products_description_length;
alter table public.products
  add constraint products_description_length check (char_length(description) <= 2000) not valid;

alter table public.products drop constraint if exists products_category_known;
alter table public.products
  add constraint products_category_known check (category in ('Anelli', 'Orologi', 'Orecchini')) not valid;

-- A discount must be one: the struck-through price (SALDO) is above the price.
alter table public.products drop constraint if exists products_original_price_above_price;
alter table public.products
  add constraint products_original_price_above_price
  check (original_price is null or original_price > price) not valid;

do $$
declare
  rule text;
begin
  foreach rule in array array[
    'products_name_present',
    'products_name_length',
    'products_description_length',
    'products_category_known',
    'products_original_price_above_price'
  ] loop
    begin
      execute format('alter table public.products validate constraint %I', rule);
    exception when check_violation then
      raise notice 'Some existing products break %; they stay as they are until edited in the admin.', rule;
    end;
  end loop;
end
$$;
