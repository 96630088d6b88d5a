-- A price is a number. Postgres's numeric also holds 'NaN', which it sorts above every number, so
-- `price >= 0` let `{"price": "NaN"}` through. The two price checks keep their names (the admin
-- explains them by name) and now refuse NaN as well.
--
-- Added NOT VALID and then validated, as the product checks are: an old row that breaks it stays as
-- it is, with a notice, until it is edited. Runs unchanged on the embedded server and a hosted project.

alter table public.products drop constraint if exists products_price_check;
alter table public.products
  add constraint products_price_check check (price >= 0 and price <> 'NaN') not valid;

alter table public.products drop constraint if exists products_original_price_check;
alter table public.products
  add constraint products_original_price_check check (original_price >= 0 and original_price <> 'NaN') not valid;

do $$
declare
  rule text;
begin
  foreach rule in array array['products_price_check', 'products_original_price_check'] loop
    begin
      execute format('alter table public.products validate constraint %I', rule);
    exception when check_violation then
      raise notice 'Some existing products break %; they stay as they are until edited in the admin.', rule;
    end;
  end loop;
end
$$;
