-- How long one statement of a visitor (anon) or of a signed-in user (authenticated) may run, as a
-- hosted Supabase project sets them: past it Postgres cancels the statement (57014) and the API
-- answers with an error instead of working on.
--
-- A role's settings apply when a session logs in as it; the API switches role inside a transaction
-- instead, so PostgREST (and the embedded server, server/rest/schema-cache.ts) reads them from
-- pg_db_role_setting and sets them in each request's transaction. The embedded Postgres (PGlite)
-- keeps the settings but cannot honour them (no timers in its WebAssembly build): there the bounds
-- of server/rest/limits.ts hold a request's work instead (docs/backend.md).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- A running PostgREST reads role settings again on these notices; the embedded server on the second.
notify pgrst, 'reload config';
notify pgrst, 'reload schema';
