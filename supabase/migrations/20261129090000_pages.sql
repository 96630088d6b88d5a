-- A shop's pages live in the database, with their history. A page is one route of a shop (the
-- first route of its site document); every change to it is a new version. The version in force for
-- a page is its latest published version whose publish_at has passed: a version scheduled ahead is
-- published with a publish_at in the future and comes into force by itself.
--
-- Visitors read the pages and the versions in force, nothing else; a shop's members read all its
-- versions (drafts, scheduled, history). No role writes these tables: every write goes through the
-- edge function `pages` (supabase/functions/pages/), which validates the document with the same
-- rules as `npm run validate` and writes as the service role. On start the embedded server imports a
-- route of sites/ that has no page yet (server/pages/import.ts), as the service role too.

create table if not exists public.pages (
  id uuid primary key default gen_random_uuid(),
  shop_id text not null references public.shops (id) on delete cascade,
  route text not null
    constraint pages_route_check check (char_length(route) between 1 and 200 and left(route, 1) = '/'),
  -- The site document's file the page was imported from (`sites/landing.json`), and the hash of the
  -- text last imported: a changed file is imported again only over a page its owner has not edited.
  source_file text
    constraint pages_source_file_check check (char_length(source_file) <= 200),
  source_hash text
    constraint pages_source_hash_check check (char_length(source_hash) <= 128),
  created_at timestamptz not null default now(),
  constraint pages_route_key unique (route)
);

create index if not exists pages_shop_id_idx on public.pages (shop_id);

comment on table public.pages is
  'A shop''s pages, one per route; their content is in page_versions.';

create table if not exists public.page_versions (
  id uuid primary key default gen_random_uuid(),
  page_id uuid not null references public.pages (id) on delete cascade,
  document jsonb not null
    constraint page_versions_document_check check (jsonb_typeof(document) = 'object' and pg_column_size(document) <= 262144),
  status text not null default 'draft'
    constraint page_versions_status_check check (status in ('draft', 'published')),
  -- When a published version comes into force (now, or a scheduled time); null for a draft.
  publish_at timestamptz,
  -- Who saved it: null for a version imported from sites/ (or whose author was removed).
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  -- The version the editor started from; a save names it and is refused when it is not the page's
  -- latest (another device saved in between).
  based_on uuid references public.page_versions (id) on delete set null,
  constraint page_versions_published_at check ((status = 'published') = (publish_at is not null))
);

create index if not exists page_versions_page_id_created_at_idx on public.page_versions (page_id, created_at desc);
create index if not exists page_versions_in_force_idx on public.page_versions (page_id, publish_at desc)
  where status = 'published';

comment on table public.page_versions is
  'Every version of every page: drafts, published and scheduled (publish_at ahead), newest last.';

-- The version in force of a page: its latest published version whose time has come.
create or replace function public.page_version_in_force(page uuid) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select v.id from public.page_versions v
  where v.page_id = page and v.status = 'published' and v.publish_at <= now()
  order by v.publish_at desc, v.created_at desc
  limit 1
$$;

revoke all on function public.page_version_in_force(uuid) from public;
grant execute on function public.page_version_in_force(uuid) to anon, authenticated, service_role;

alter table public.pages enable row level security;
alter table public.page_versions enable row level security;

revoke all on table public.pages, public.page_versions from anon, authenticated;
grant select on table public.pages, public.page_versions to anon, authenticated;
grant all on table public.pages, public.page_versions to service_role;

drop policy if exists "Pages are public" on public.pages;
create policy "Pages are public" on public.pages
  for select to anon, authenticated
  using (true);

drop policy if exists "Versions in force are public" on public.page_versions;
create policy "Versions in force are public" on public.page_versions
  for select to anon, authenticated
  using (id = (select public.page_version_in_force(page_id)));

drop policy if exists "Members read their shop's versions" on public.page_versions;
create policy "Members read their shop's versions" on public.page_versions
  for select to authenticated
  using (
    exists (select from public.pages p where p.id = page_id and (select public.is_shop_member(p.shop_id)))
  );
