-- Newsletter sign-ups: a visitor leaves an e-mail address on a shop's newsletter box, with the
-- consent text they agreed to, when and from which page; the shop's members read the list, remove
-- entries and export it. Every sign-up carries a random token: its unsubscribe link (and, with
-- double opt-in, its confirmation link) works without an account, through two functions anyone may
-- call. Runs unchanged on the embedded server and on a hosted Supabase project.

create table if not exists public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  shop_id text not null references public.shops (id) on delete cascade,
  email text not null
    constraint newsletter_subscribers_email_check
    check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  -- The words the visitor agreed to, as the box showed them.
  consent text not null
    constraint newsletter_subscribers_consent_check check (char_length(consent) <= 500 and consent ~ '\S'),
  -- The page of the site it was given on: the same rule as an enquiry's page (no other site, no
  -- control character), since the unsubscribe link leads back to it.
  page text not null
    constraint newsletter_subscribers_page_check
    check (char_length(page) <= 300 and page ~ '^/([^/\\\x01-\x1f\x7f][^\x01-\x1f\x7f]*)?$'),
  consented_at timestamptz not null default now(),
  -- Null until the address's owner follows the confirmation link (double opt-in only).
  confirmed_at timestamptz,
  -- 64 hexadecimal digits from two random UUIDs (244 random bits): unguessable, never readable by
  -- visitors (no column grant), made by the table whatever the writer sends.
  token text not null unique
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  -- One entry per address and shop, whatever its capitals. Checked at commit: a repeated sign-up is
  -- removed by its own trigger first (newsletter_after_insert), so it is answered as a new one.
  email_key text generated always as (lower(email)) stored,
  constraint newsletter_subscribers_one_per_shop unique (shop_id, email_key) deferrable initially deferred
);

create index if not exists newsletter_subscribers_shop_consented_idx
  on public.newsletter_subscribers (shop_id, consented_at desc);

comment on table public.newsletter_subscribers is
  'Newsletter sign-ups of each shop. Visitors insert only; the shop''s members read and delete.';

-- Whether sign-ups wait for the address's owner to confirm them (double opt-in): the embedded
-- server turns it on when it can send e-mail (SMTP_URL), off otherwise. Off by default, so on a
-- hosted project without a mail hook a sign-up counts as confirmed (docs/newsletter.md).
create schema if not exists boutique_private;
revoke all on schema boutique_private from public;

create table if not exists boutique_private.newsletter_settings (
  singleton boolean primary key default true constraint newsletter_settings_one check (singleton),
  double_opt_in boolean not null default false
);
insert into boutique_private.newsletter_settings (singleton) values (true) on conflict do nothing;
revoke all on table boutique_private.newsletter_settings from public;

-- Which confirmation e-mails a server process has taken on: the first process to store the claim
-- sends it, however many hear of the sign-up.
create table if not exists boutique_private.newsletter_mails (
  subscriber_id uuid primary key,
  claimed_at timestamptz not null default now()
);
revoke all on table boutique_private.newsletter_mails from public;

create or replace function public.newsletter_double_opt_in() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.double_opt_in from boutique_private.newsletter_settings s), false)
$$;

comment on function public.newsletter_double_opt_in() is
  'True when sign-ups wait for a confirmation link: the newsletter box tells the visitor to check their inbox.';

revoke all on function public.newsletter_double_opt_in() from public;
grant execute on function public.newsletter_double_opt_in() to anon, authenticated, service_role;

-- What the table decides, whatever the writer sends: when consent was given, whether it waits for
-- confirmation, and the token. Two sign-ups of one address to one shop queue on a lock, so the
-- second sees the first.
create or replace function public.newsletter_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(new.shop_id || ' ' || lower(new.email), 0));
  new.consented_at := now();
  new.confirmed_at := case when public.newsletter_double_opt_in() then null else now() end;
  new.token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  return new;
end
$$;

revoke all on function public.newsletter_before_insert() from public;

-- A second sign-up of an address already on the list leaves the list as it was, and its answer is
-- the one a new address gets: the row is checked like any other (a wrong page or an unknown shop is
-- refused either way), then removed here, after the checks, so nothing tells whether the address
-- was there. A new one is announced to the server that sends the confirmation e-mail.
create or replace function public.newsletter_after_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select from public.newsletter_subscribers s
     where s.shop_id = new.shop_id and s.email_key = new.email_key and s.id <> new.id
  ) then
    delete from public.newsletter_subscribers where id = new.id;
    return null;
  end if;
  if new.confirmed_at is null then
    perform pg_catalog.pg_notify('newsletter_signups', new.id::text);
  end if;
  return null;
end
$$;

revoke all on function public.newsletter_after_insert() from public;

drop trigger if exists newsletter_before_insert on public.newsletter_subscribers;
create trigger newsletter_before_insert
  before insert on public.newsletter_subscribers
  for each row execute function public.newsletter_before_insert();

drop trigger if exists newsletter_after_insert on public.newsletter_subscribers;
create trigger newsletter_after_insert
  after insert on public.newsletter_subscribers
  for each row execute function public.newsletter_after_insert();

-- Who may do what. Visitors (and anyone signed in) may insert the sign-up's own columns and nothing
-- else; a shop's members read and remove their own shop's entries (the token too: their export
-- carries each address's unsubscribe link). Nobody changes an entry through the API: confirming is
-- the confirmation link's, through the function below.
alter table public.newsletter_subscribers enable row level security;

revoke all on table public.newsletter_subscribers from anon, authenticated;
grant insert (shop_id, email, consent, page) on table public.newsletter_subscribers to anon, authenticated;
grant select, delete on table public.newsletter_subscribers to authenticated;
grant all on table public.newsletter_subscribers to service_role;

drop policy if exists "Visitors sign up to newsletters" on public.newsletter_subscribers;
create policy "Visitors sign up to newsletters" on public.newsletter_subscribers
  for insert to anon, authenticated
  with check (true);

drop policy if exists "Members read their shop's subscribers" on public.newsletter_subscribers;
create policy "Members read their shop's subscribers" on public.newsletter_subscribers
  for select to authenticated
  using ((select public.is_shop_member(shop_id)));

drop policy if exists "Members remove their shop's subscribers" on public.newsletter_subscribers;
create policy "Members remove their shop's subscribers" on public.newsletter_subscribers
  for delete to authenticated
  using ((select public.is_shop_member(shop_id)));

-- The links of the e-mail and of the export: anyone holding the token may remove the entry, or
-- confirm it. Each answers the shop's name, or null when no entry has that token (a wrong link, or
-- one already used to unsubscribe).
create or replace function public.newsletter_unsubscribe(token text) returns text
language sql
volatile
security definer
set search_path = ''
as $$
  with removed as (
    delete from public.newsletter_subscribers s where s.token = newsletter_unsubscribe.token
    returning s.shop_id
  )
  select sh.name from removed r join public.shops sh on sh.id = r.shop_id
$$;

create or replace function public.newsletter_confirm(token text) returns text
language sql
volatile
security definer
set search_path = ''
as $$
  with confirmed as (
    update public.newsletter_subscribers s set confirmed_at = coalesce(s.confirmed_at, now())
     where s.token = newsletter_confirm.token
    returning s.shop_id
  )
  select sh.name from confirmed c join public.shops sh on sh.id = c.shop_id
$$;

revoke all on function public.newsletter_unsubscribe(text) from public;
revoke all on function public.newsletter_confirm(text) from public;
grant execute on function public.newsletter_unsubscribe(text) to anon, authenticated, service_role;
grant execute on function public.newsletter_confirm(text) to anon, authenticated, service_role;

notify pgrst, 'reload schema';
