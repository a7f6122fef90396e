-- What the mock auth and storage servers keep besides the project's own tables, applied after the
-- seed (and before the reset snapshot). GoTrue's bookkeeping (sessions, refresh-token chains,
-- emailed one-time tokens) and the storage server's bytes are not rules of the app: they live
-- in the `mock` schema, which no API role can reach. Mock runtime only.

-- Columns of GoTrue's auth.users that the stand-in leaves out and the auth server answers.
alter table auth.users
  add column if not exists recovery_sent_at timestamptz,
  add column if not exists email_change_sent_at timestamptz;

create schema mock;
revoke all on schema mock from public;

create table mock.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  amr jsonb not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

-- One link of a session's refresh-token chain; a revoked one coming back ends the session.
create table mock.refresh_tokens (
  token text primary key,
  session_id uuid not null references mock.sessions (id) on delete cascade,
  user_id uuid not null,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null
);

-- A token sent by email, redeemable once at /auth/v1/verify (by hash, or email + 6-digit code).
create table mock.email_tokens (
  token_hash text primary key,
  token text not null,
  type text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null,
  created_at timestamptz not null,
  used boolean not null default false
);

-- The emails the mock "sent", in order (the demo shows them).
create table mock.mailbox (
  seq bigint generated always as identity primary key,
  message jsonb not null
);

-- An object's bytes; its row in storage.objects (metadata, owner, policies) is the storage server's.
create table mock.blobs (
  object_id uuid primary key references storage.objects (id) on delete cascade,
  data bytea not null
);

-- The fixtures' times are fixed, so stories and screenshots never change with the build date.
set session_replication_role = replica;
update auth.users set created_at = '2026-01-15T12:00:00Z', updated_at = '2026-01-15T12:00:00Z',
  email_confirmed_at = case when email_confirmed_at is not null then '2026-01-15T12:00:00Z'::timestamptz end,
  confirmation_sent_at = '2026-01-15T12:00:00Z', last_sign_in_at = null;
update auth.identities set created_at = '2026-01-15T12:00:00Z', updated_at = '2026-01-15T12:00:00Z',
  last_sign_in_at = null;
update public.profiles set created_at = '2026-01-15T12:00:00Z', updated_at = '2026-01-15T12:00:00Z';
update public.perfis_usuarios set created_at = '2026-01-15T12:00:00Z', updated_at = '2026-01-15T12:00:00Z';
update public.service_providers set created_at = '2026-01-15T12:00:00Z', updated_at = '2026-01-15T12:00:00Z';
update storage.buckets set created_at = '2026-01-15T12:00:00Z', updated_at = '2026-01-15T12:00:00Z';
reset session_replication_role;
