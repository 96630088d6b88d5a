-- Enquiries cannot flood a shop's inbox. The page an enquiry names is a path of this site; and the
-- embedded server (server/messages/) keeps, where every server process on one PostgreSQL sees them,
-- the enquiries each address sent lately and the e-mails already sent for enquiries.

-- The page: "/" followed by anything but a second "/" or a "\", or "/" alone, and no control
-- character anywhere. A browser reads "//evil.example/login" and "/\evil.example/login" as
-- addresses of another site, and drops tabs and line breaks from an address before it reads it
-- ("/<tab>/evil.example" is "//evil.example"); the admin opens an enquiry's page. The form sends `location.pathname`, normalised by schemas/enquiry.ts
-- (`enquiryPage`), whose `enquiryPagePattern` is this pattern.
--
-- Rows stored before this check that break it are kept, their page rewritten to "/" (the shop's
-- home): nothing is lost, the upgrade does not stop on them, and the check then holds for every
-- row (validated now, not NOT VALID).
update public.messages set page = '/' where page !~ '^/([^/\\\x01-\x1f\x7f][^\x01-\x1f\x7f]*)?$';

alter table public.messages drop constraint if exists messages_page_check;
alter table public.messages add constraint messages_page_check
  check (char_length(page) <= 300 and page ~ '^/([^/\\\x01-\x1f\x7f][^\x01-\x1f\x7f]*)?$');

-- The enquiries each client address (an IPv6 address counts as its /64) stored in the last window:
-- a row is reserved before the insert and given back when the insert is refused, so an enquiry the
-- table refuses does not use up the address's allowance. Only the embedded server reads and writes
-- it, under an advisory lock and with the database's clock; no API role is granted anything on it.
create table if not exists boutique_private.enquiry_senders (
  id bigserial primary key,
  address_key text not null,
  at timestamptz not null default now()
);
create index if not exists enquiry_senders_address_idx on boutique_private.enquiry_senders (address_key, at);
create index if not exists enquiry_senders_at_idx on boutique_private.enquiry_senders (at);
revoke all on table boutique_private.enquiry_senders from public;

-- The e-mails of enquiries: a row is the claim of the one server process that announces the
-- enquiry (the primary key: however many processes hear of it, one e-mail). `digest`: past a few
-- enquiries a minute to one shop, they are announced together in one e-mail, sent at `sent_at`.
create table if not exists boutique_private.enquiry_notices (
  message_id uuid primary key,
  shop_id text not null,
  claimed_at timestamptz not null default now(),
  digest boolean not null,
  sent_at timestamptz
);
create index if not exists enquiry_notices_shop_idx on boutique_private.enquiry_notices (shop_id, claimed_at);
create index if not exists enquiry_notices_claimed_idx on boutique_private.enquiry_notices (claimed_at);
revoke all on table boutique_private.enquiry_notices from public;

-- The honeypot tells nothing. A trapped enquiry was dropped before Postgres checked it, so one
-- that the table would refuse (a missing field, a check, an unknown shop) was answered 201 with
-- the honeypot filled and 400 without: a bot could find the trap. Now it is refused for what would
-- refuse it stored, with the error Postgres gives, and only then dropped. Postgres checks a row
-- after its `before insert` triggers: not-null columns in their order, then checks by name, then
-- foreign keys; the trigger asks the catalog for the same ones in the same order. It is named to
-- run after `messages_product_in_shop`, which then checks trapped enquiries too.
create or replace function public.discard_trapped_message() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  rule record;
  holds boolean;
begin
  if coalesce(btrim(new.website), '') = '' then
    return new;
  end if;
  for rule in
    select a.attname from pg_catalog.pg_attribute a
     where a.attrelid = tg_relid and a.attnum > 0 and not a.attisdropped and a.attnotnull
     order by a.attnum
  loop
    execute format('select ($1).%I is not null', rule.attname) into holds using new;
    if not holds then
      raise exception 'null value in column "%" of relation "%" violates not-null constraint', rule.attname, tg_table_name
        using errcode = 'not_null_violation', column = rule.attname, table = tg_table_name, schema = tg_table_schema;
    end if;
  end loop;
  for rule in
    select c.conname, pg_catalog.pg_get_expr(c.conbin, c.conrelid) as expression
      from pg_catalog.pg_constraint c
     where c.conrelid = tg_relid and c.contype = 'c'
     order by c.conname
  loop
    execute format('select %s from (select ($1).*) as m', rule.expression) into holds using new;
    if not coalesce(holds, true) then
      raise exception 'new row for relation "%" violates check constraint "%"', tg_table_name, rule.conname
        using errcode = 'check_violation', constraint = rule.conname, table = tg_table_name, schema = tg_table_schema;
    end if;
  end loop;
  if not exists (select from public.shops s where s.id = new.shop_id) then
    raise exception 'insert or update on table "%" violates foreign key constraint "messages_shop_id_fkey"', tg_table_name
      using errcode = 'foreign_key_violation', constraint = 'messages_shop_id_fkey', table = tg_table_name,
            schema = tg_table_schema, detail = 'Key is not present in table "shops".';
  end if;
  return null;
end
$$;

revoke all on function public.discard_trapped_message() from public;

drop trigger if exists messages_honeypot on public.messages;
drop trigger if exists messages_trap on public.messages;
create trigger messages_trap
  before insert on public.messages
  for each row execute function public.discard_trapped_message();
