-- What every Supabase project has before its first migration: the API roles, the schemas Supabase
-- manages, and the default privileges that make new objects in `public` reachable by the API roles
-- (row level security then decides which rows). Idempotent: runs on every start.
do $$
declare
  wanted record;
begin
  for wanted in
    select * from (values
      ('anon', 'nologin noinherit'),
      ('authenticated', 'nologin noinherit'),
      ('service_role', 'nologin noinherit bypassrls'),
      ('authenticator', 'login noinherit'),
      ('supabase_admin', 'nologin bypassrls')
    ) as r(name, options)
  loop
    if not exists (select from pg_roles where rolname = wanted.name) then
      execute format('create role %I %s', wanted.name, wanted.options);
    end if;
  end loop;
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists realtime;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;

alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- Realtime broadcasts changes of the tables in this publication; migrations add their tables.
do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
