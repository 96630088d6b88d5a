-- Password checks of sign-ins in the last window, kept where every server process on the same
-- database sees them (server/auth/shared-sign-in-limits.ts). Not part of GoTrue's schema: only the
-- embedded server reads and writes it, and no API role is granted anything on it.
create table if not exists auth.sign_in_checks (
  id bigserial primary key,
  account_key text not null,
  address_key text not null,
  at timestamptz not null default now(),
  -- under_way: counted as a failure until it ends; failed: a wrong password; forgiven: a failure
  -- the account's or address's later right password cleared (still counted for everyone).
  state text not null default 'under_way' check (state in ('under_way', 'failed', 'forgiven'))
);
create index if not exists sign_in_checks_account_idx on auth.sign_in_checks (account_key, at);
create index if not exists sign_in_checks_address_idx on auth.sign_in_checks (address_key, at);
create index if not exists sign_in_checks_at_idx on auth.sign_in_checks (at);
revoke all on auth.sign_in_checks from public;
