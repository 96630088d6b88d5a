-- A page's versions reach those who follow them: the embedded server renders every brochure page
-- from its version in force and keeps the HTML, so it must hear of each version saved, published
-- or scheduled (on PGlite and on PostgreSQL, in every worker) to drop what it kept; an editor open
-- on another device may follow them too. Row level security decides who receives which row, as
-- for any published table: visitors the versions in force, a shop's members all of its versions.
do $$
begin
  if not exists (
    select from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'page_versions'
  ) then
    alter publication supabase_realtime add table public.page_versions;
  end if;
end
$$;
