-- Enquiries sent from the shop's contact forms: visitors send them, the owner reads, marks and
-- deletes them. Runs unchanged on the embedded server and on a hosted Supabase project.
--
-- The table's checks hold the same bounds as the form (schemas/enquiry.ts; a unit test compares
-- them), so a request that skips the form is refused by the table itself.

create table if not exists public.messages (
  id uuid primary key default gen_random_uuid(),
  first_name text not null
    constraint messages_first_name_check check (char_length(first_name) <= 80 and first_name ~ '\S'),
  last_name text not null
    constraint messages_last_name_check check (char_length(last_name) <= 80 and last_name ~ '\S'),
  email text not null
    constraint messages_email_check check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text
    constraint messages_phone_check check (char_length(phone) <= 30 and phone ~ '^\+?[0-9 ()./-]{6,25}$'),
  subject text not null
    constraint messages_subject_check check (char_length(subject) <= 150 and subject ~ '\S'),
  body text not null
    constraint messages_body_check check (char_length(body) <= 4000 and body ~ '\S'),
  -- The page it was sent from (a path of the site) and, on a product's page, the piece.
  page text not null
    constraint messages_page_check check (char_length(page) <= 300 and left(page, 1) = '/'),
  product_id uuid references public.products (id) on delete set null,
  -- The honeypot: a field people never see. A row that fills it is dropped before it is stored.
  website text,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  answered_at timestamptz
);

create index if not exists messages_created_at_idx on public.messages (created_at desc);

comment on table public.messages is
  'Enquiries from the contact forms. Visitors insert only; the shop owner reads, marks and deletes.';

-- A bot that fills the honeypot gets the answer of a stored message, and nothing is stored.
create or replace function public.discard_trapped_message() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(btrim(new.website), '') <> '' then
    return null;
  end if;
  return new;
end
$$;

revoke all on function public.discard_trapped_message() from public;

drop trigger if exists messages_honeypot on public.messages;
create trigger messages_honeypot
  before insert on public.messages
  for each row execute function public.discard_trapped_message();

-- Who may do what. Visitors (and any signed-in user) may insert the enquiry's own columns and
-- nothing else: not read, not change, not delete, not set when it was read or answered.
alter table public.messages enable row level security;

revoke all on table public.messages from anon, authenticated;
grant insert (first_name, last_name, email, phone, subject, body, page, product_id, website)
  on table public.messages to anon, authenticated;
-- The owner's rights pass through the policies below (public.is_owner()).
grant select, delete on table public.messages to authenticated;
grant update (read_at, answered_at) on table public.messages to authenticated;
grant all on table public.messages to service_role;

drop policy if exists "Visitors send messages" on public.messages;
create policy "Visitors send messages" on public.messages
  for insert to anon, authenticated
  with check (read_at is null and answered_at is null);

drop policy if exists "Owner reads messages" on public.messages;
create policy "Owner reads messages" on public.messages
  for select to authenticated
  using ((select public.is_owner()));

drop policy if exists "Owner marks messages" on public.messages;
create policy "Owner marks messages" on public.messages
  for update to authenticated
  using ((select public.is_owner()))
  with check ((select public.is_owner()));

drop policy if exists "Owner deletes messages" on public.messages;
create policy "Owner deletes messages" on public.messages
  for delete to authenticated
  using ((select public.is_owner()));

-- The owner's inbox is live: new enquiries reach the admin while it is open.
do $$
begin
  if not exists (
    select from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'messages'
  ) then
    alter publication supabase_realtime add table public.messages;
  end if;
end
$$;
