-- The mock backend's reset: every row of the seeded database is copied into `mock_snapshot` when
-- the dump is built, and `mock_snapshot.restore()` puts them back (DELETE + INSERT, triggers and
-- foreign-key checks off), with the sequences where they were. Costs 1-2 ms: stories and tests
-- call it before each run. Mock runtime only; never applied to a real project.
create schema mock_snapshot;
revoke all on schema mock_snapshot from public;

create table mock_snapshot.sequences (seq regclass primary key, last_value bigint, is_called boolean);

do $snapshot$
declare
  t record;
  s record;
  columns text;
  body text := '';
begin
  for t in
    select n.nspname as schema, c.relname as name, c.oid
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname in ('public', 'private', 'auth', 'storage', 'mock')
    order by 1, 2
  loop
    execute format('create table mock_snapshot.%I as table %I.%I', t.schema || '.' || t.name, t.schema, t.name);
    -- Generated columns are computed again on insert; they cannot be written.
    select string_agg(format('%I', a.attname), ', ' order by a.attnum) into columns
    from pg_attribute a
    where a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '';
    body := body || format(
      E'delete from %1$I.%2$I;\ninsert into %1$I.%2$I (%3$s) overriding system value select %3$s from mock_snapshot.%4$I;\n',
      t.schema, t.name, columns, t.schema || '.' || t.name);
  end loop;
  for s in
    select c.oid::regclass as seq from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and n.nspname in ('public', 'private', 'auth', 'storage', 'mock')
  loop
    execute format('insert into mock_snapshot.sequences select %L::regclass, last_value, is_called from %s', s.seq, s.seq);
  end loop;
  body := body || E'perform pg_catalog.setval(seq, last_value, is_called) from mock_snapshot.sequences;\n';
  execute format(
    $f$create function mock_snapshot.restore() returns void language plpgsql
       set session_replication_role = replica set search_path = '' as %L$f$,
    E'begin\n' || body || E'end');
end
$snapshot$;

revoke all on function mock_snapshot.restore() from public;
