/** PostgREST's SQLSTATE → HTTP status table (PostgREST's Error.hs), case by case. */
import { describe, expect, it } from 'vitest';
import { statusForSqlState } from './errors.ts';

const cases: [code: string, message: string, authed: boolean, status: number][] = [
  ['08006', 'connection failure', true, 503],
  ['09000', 'triggered action exception', true, 500],
  ['0L000', 'invalid grantor', true, 403],
  ['0P000', 'invalid role specification', true, 403],
  ['23503', 'insert or update violates foreign key constraint', true, 409],
  ['23505', 'duplicate key value violates unique constraint', true, 409],
  ['23502', 'null value in column violates not-null constraint', true, 400],
  ['23514', 'new row violates check constraint', true, 400],
  ['22P02', 'invalid input syntax for type uuid', true, 400],
  ['22001', 'value too long for type character varying(3)', true, 400],
  ['22023', 'role "nobody" does not exist', true, 401],
  ['22023', 'invalid parameter value', true, 400],
  ['21000', 'DELETE requires a WHERE clause', true, 400],
  ['21000', 'more than one row returned by a subquery used as an expression', true, 500],
  ['25006', 'cannot execute UPDATE in a read-only transaction', true, 405],
  ['25001', 'active sql transaction', true, 500],
  ['28000', 'invalid authorization specification', true, 403],
  ['2D000', 'invalid transaction termination', true, 500],
  ['38000', 'external routine exception', true, 500],
  ['39000', 'external routine invocation exception', true, 500],
  ['3B000', 'savepoint exception', true, 500],
  ['40001', 'could not serialize access due to concurrent update', true, 500],
  ['40P01', 'deadlock detected', true, 500],
  ['53400', 'configuration limit exceeded', true, 500],
  ['53100', 'disk full', true, 503],
  ['54001', 'stack depth limit exceeded', true, 500],
  ['55P03', 'could not obtain lock', true, 500],
  ['57014', 'canceling statement due to statement timeout', true, 500],
  ['57P01', 'terminating connection due to administrator command', true, 503],
  ['58030', 'io error', true, 500],
  ['F0000', 'config file error', true, 500],
  ['HV000', 'fdw error', true, 500],
  ['P0001', 'not allowed', true, 400],
  ['P0002', 'query returned no rows', true, 500],
  ['XX000', 'internal error', true, 500],
  ['42883', 'function public.nope() does not exist', true, 404],
  ['42883', 'function xmlagg(json) does not exist', true, 406],
  ['42P01', 'relation "nope" does not exist', true, 404],
  ['42P17', 'infinite recursion detected in policy for relation "t"', true, 500],
  ['42501', 'permission denied for table profiles', true, 403],
  ['42501', 'permission denied for table profiles', false, 401],
  ['42703', 'column profiles.nope does not exist', true, 400],
  ['PT402', 'payment required', true, 402],
  ['PTabc', 'not a status', true, 500],
];

describe('statusForSqlState', () => {
  it.each(cases)('%s (%s, authenticated %s) → %i', (code, message, authed, status) => {
    expect(statusForSqlState(code, message, authed)).toBe(status);
  });
});
