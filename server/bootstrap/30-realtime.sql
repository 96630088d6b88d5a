-- Change capture for Realtime's postgres_changes. Hosted Supabase reads the write-ahead log through
-- logical replication; PGlite has none, so every table in the publication `supabase_realtime` gets
-- a row trigger that announces committed changes with pg_notify. A notification carries only the
-- table, the operation and the primary key (pg_notify refuses payloads over 8000 bytes); the server
-- reads the row back as each subscriber, so row level security decides who sees it.
-- The publication itself is made in 00-roles.sql. Idempotent: runs on every start.

-- Trigger arguments: the table's primary key columns, fixed when the trigger is (re)created.
create or replace function realtime.capture_change() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  key_columns text[] := tg_argv;
  payload text;
begin
  payload := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'pk', (select jsonb_object_agg(k, new_row -> k) from unnest(key_columns) k where new_row is not null),
    'old_pk', (select jsonb_object_agg(k, old_row -> k) from unnest(key_columns) k where old_row is not null)
  )::text;
  if octet_length(payload) < 8000 then
    perform pg_notify('realtime_changes', payload);
  else
    raise warning 'realtime: the primary key of a row of %.% is too long to announce', tg_table_schema, tg_table_name;
  end if;
  return null;
end
$$;

-- Puts the capture trigger on every published table and takes it off tables no longer published.
create or replace function realtime.sync_change_capture() returns void
language plpgsql
set search_path = ''
as $$
declare
  published oid[];
  rel regclass;
  key_columns text[];
begin
  select coalesce(array_agg(format('%I.%I', p.schemaname, p.tablename)::regclass::oid), '{}')
    into published
    from pg_catalog.pg_publication_tables p
    where p.pubname = 'supabase_realtime';

  for rel in
    select t.tgrelid::regclass from pg_catalog.pg_trigger t
    where t.tgname = 'realtime_capture' and t.tgrelid <> all (published)
  loop
    execute format('drop trigger realtime_capture on %s', rel);
  end loop;

  foreach rel in array published::regclass[]
  loop
    select array_agg(a.attname::text order by k.ord)
      into key_columns
      from pg_catalog.pg_index i
      cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
      join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
      where i.indrelid = rel and i.indisprimary;
    if key_columns is null then
      raise warning 'realtime: % has no primary key; its changes are not delivered', rel;
      execute format('drop trigger if exists realtime_capture on %s', rel);
      continue;
    end if;
    execute format(
      'create or replace trigger realtime_capture after insert or update or delete on %s '
        'for each row execute function realtime.capture_change(%s)',
      rel,
      (select string_agg(quote_literal(k), ', ') from unnest(key_columns) k)
    );
  end loop;
end
$$;

-- Migrations that publish a table, or change a published table's key, re-sync in the same
-- transaction, so no table is published without capture.
create or replace function realtime.sync_change_capture_on_ddl() returns event_trigger
language plpgsql
set search_path = ''
as $$
begin
  perform realtime.sync_change_capture();
end
$$;

do $$
begin
  if not exists (select from pg_event_trigger where evtname = 'realtime_change_capture') then
    create event trigger realtime_change_capture on ddl_command_end
      when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'CREATE TABLE', 'ALTER TABLE')
      execute function realtime.sync_change_capture_on_ddl();
  end if;
end
$$;

revoke all on function realtime.sync_change_capture() from public;

select realtime.sync_change_capture();

-- Whether `value` is valid input for the type `type_name` (as format_type() spells it), without an
-- error: pg_input_is_valid from PostgreSQL 16 on; before it (PostgreSQL 15, which hosted Supabase
-- runs) the input is tried in a subtransaction. Only the server calls it, as the superuser.
do $$
begin
  if current_setting('server_version_num')::int >= 160000 then
    create or replace function realtime.input_is_valid(value text, type_name text) returns boolean
    language sql stable set search_path = ''
    as 'select pg_catalog.pg_input_is_valid(value, type_name)';
  else
    create or replace function realtime.input_is_valid(value text, type_name text) returns boolean
    language plpgsql stable set search_path = ''
    as $body$
    begin
      execute pg_catalog.format('select %L::%s', value, type_name);
      return true;
    exception when others then
      return false;
    end
    $body$;
  end if;
end
$$;
revoke all on function realtime.input_is_valid(text, text) from public;
