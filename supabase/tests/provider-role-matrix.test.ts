import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureClock, story } from './harness/booking-session.ts';
import {
  anonymous,
  asUser,
  createDatabase,
  startupTimeout,
  type Actor,
} from './harness/database.ts';
import { users } from './harness/fixtures.ts';
import { describeTableMatrix, parsePipeTable, type TableStatements } from './harness/matrix.ts';
import { providerTables } from './harness/provider-tables.ts';

/**
 * Every provider table × who asks × what they do, on one subject row each (seed.sql's i19b
 * section; see harness/matrix.ts for allow/hidden/deny). The provider is Gabriela Guia; the
 * subject service is her pending one (approved services are public: tested apart); the subject
 * request is Vera Visitante's to her, so "visitor" is that request's requester. "other_provider"
 * is a second provider made for the case. Requests are answered only through
 * respond_provider_request, so nobody updates or deletes them directly.
 */
const matrix = `
table                 | actor          | select | insert | update | delete
provider_certificates | anonymous      | deny   | deny   | deny   | deny
provider_certificates | provider       | allow  | allow  | allow  | allow
provider_certificates | other_provider | hidden | deny   | hidden | hidden
provider_certificates | visitor        | hidden | deny   | hidden | hidden
provider_certificates | boat_owner     | hidden | deny   | hidden | hidden
provider_certificates | admin          | allow  | deny   | hidden | hidden
provider_services     | anonymous      | hidden | deny   | deny   | deny
provider_services     | provider       | allow  | allow  | allow  | allow
provider_services     | other_provider | hidden | deny   | hidden | hidden
provider_services     | visitor        | hidden | deny   | hidden | hidden
provider_services     | boat_owner     | hidden | deny   | hidden | hidden
provider_services     | admin          | allow  | deny   | hidden | hidden
provider_requests     | anonymous      | deny   | deny   | deny   | deny
provider_requests     | provider       | allow  | deny   | deny   | deny
provider_requests     | other_provider | hidden | allow  | deny   | deny
provider_requests     | visitor        | allow  | allow  | deny   | deny
provider_requests     | boat_owner     | hidden | allow  | deny   | deny
provider_requests     | admin          | allow  | allow  | deny   | deny
`;

const otherProvider = {
  id: '00000000-0000-4000-8000-00000019b0ff',
  email: 'outra-guia@mare.example',
};
const actors: Record<string, Actor> = {
  anonymous,
  provider: asUser(users.guia),
  other_provider: asUser(otherProvider),
  visitor: asUser(users.visitante),
  boat_owner: asUser(users.barqueiro),
  admin: asUser(users.admin),
};

const provider = users.guia.id;
const certificate = '00000000-0000-4000-8000-00000019b001';
const pendingService = '00000000-0000-4000-8000-00000019b103';
const request = '00000000-0000-4000-8000-00000019b202';

const makeOtherProvider = `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data) values ($1, $2, now(),
       '{"nome":"Outra Guia","account_type":"service_provider","business_name":"Outra Guia",
         "business_type":"guia","cadastur":"10987654321","whatsapp":"(73) 98888-0000"}')`;

async function setup(tx: Transaction) {
  await tx.query(makeOtherProvider, [otherProvider.id, otherProvider.email]);
}

const statements: Record<string, TableStatements> = {
  provider_certificates: {
    select: ['select * from public.provider_certificates where id = $1', [certificate]],
    insert: [
      `insert into public.provider_certificates (provider_id, name, expires_on)
       values ($1, 'Salvamento aquático', '2027-06-30')`,
      [provider],
    ],
    update: [
      'update public.provider_certificates set issuer = issuer where id = $1',
      [certificate],
    ],
    delete: ['delete from public.provider_certificates where id = $1', [certificate]],
  },
  provider_services: {
    select: ['select * from public.provider_services where id = $1', [pendingService]],
    insert: [
      `insert into public.provider_services (provider_id, title, area) values ($1, 'Novo serviço', 'Trancoso')`,
      [provider],
    ],
    update: ['update public.provider_services set area = area where id = $1', [pendingService]],
    delete: ['delete from public.provider_services where id = $1', [pendingService]],
  },
  provider_requests: {
    // Every column but requester_phone (read by nobody over REST; apart below).
    select: [
      'select id, status, message, response_note, people, needed_on from public.provider_requests where id = $1',
      [request],
    ],
    insert: [
      `insert into public.provider_requests (provider_id, requester_name, message, reply_by)
       values ($1, 'Quem pede', 'Preciso de uma guia.', now() + interval '1 day')`,
      [provider],
    ],
    update: ['update public.provider_requests set status = status where id = $1', [request]],
    delete: ['delete from public.provider_requests where id = $1', [request]],
  },
};

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

describeTableMatrix({
  name: 'provider role matrix',
  matrix,
  tables: providerTables,
  actors,
  statements,
  setup,
  db: () => db,
});

/**
 * The providers' functions (20261203000200_provider_public.sql) × who calls. allow: it answers;
 * deny: 42501 (no execute, or not theirs); any other cell is the P0001 code it refuses with.
 * Subjects: Vera's pending request to Gabriela (…19b202, answerable until 16:30), Bruno's accepted
 * one of three days ago (…19b204; the requester cannot close it), Gabriela as the provider asked. "other_provider" has no
 * approved service, so nobody can ask them yet. The phone column is nobody's over REST.
 */
const functionMatrix = `
function                 | anonymous | visitor | boat_owner | provider           | other_provider | admin
provider_directory       | allow     | allow   | allow      | allow              | allow          | allow
provider_profile         | allow     | allow   | allow      | allow              | allow          | allow
send_provider_request    | deny      | allow   | allow      | provider_not_found | allow          | allow
cancel_provider_request  | deny      | allow   | deny       | deny               | deny           | deny
respond_provider_request | deny      | deny    | deny       | allow              | deny           | deny
finish_provider_request  | deny      | deny    | deny       | allow              | deny           | deny
my_provider_requests     | deny      | allow   | allow      | allow              | allow          | allow
provider_inbox           | deny      | allow   | allow      | allow              | allow          | allow
read_requester_phone     | deny      | deny    | deny       | deny               | deny           | deny
`;

const pendingRequest = '00000000-0000-4000-8000-00000019b202';
const acceptedRequest = '00000000-0000-4000-8000-00000019b204';
const calls: Record<string, [string, unknown[]]> = {
  provider_directory: [`select public.provider_directory(p_limit => 5)`, []],
  provider_profile: [`select public.provider_profile('gabriela-guia-turismo')`, []],
  send_provider_request: [
    `select public.send_provider_request($1, $2, '2026-11-30', 2, 'Guia para o Recife de Fora?', '(71) 98888-0006')`,
    [provider, '00000000-0000-4000-8000-00000019b101'],
  ],
  cancel_provider_request: [`select public.cancel_provider_request($1)`, [pendingRequest]],
  respond_provider_request: [
    `select public.respond_provider_request($1, true, 'Combinado, até sábado!')`,
    [pendingRequest],
  ],
  finish_provider_request: [
    `select public.finish_provider_request($1, 'completed')`,
    [acceptedRequest],
  ],
  my_provider_requests: [`select public.my_provider_requests()`, []],
  provider_inbox: [`select public.provider_inbox()`, []],
  read_requester_phone: [
    `select requester_phone from public.provider_requests where id = $1`,
    [pendingRequest],
  ],
};

describe('provider function matrix', () => {
  const rows = parsePipeTable(functionMatrix);
  const cases = rows.flatMap((row) =>
    Object.keys(actors).map((actor) => ({
      fn: row.function ?? '',
      actor,
      expected: row[actor] ?? '',
    })),
  );

  it('covers every function and actor', () => {
    expect(rows.map((r) => r.function).sort()).toEqual(Object.keys(calls).sort());
    for (const row of rows)
      expect(Object.keys(row).slice(1).sort()).toEqual(Object.keys(actors).sort());
  });

  it.each(cases)('$fn × $actor → $expected', async (c) => {
    const actor = actors[c.actor];
    const call = calls[c.fn];
    if (!actor || !call) throw new Error(`no case for ${c.fn} × ${c.actor}`);
    await story(db, async (s) => {
      await s.sql(makeOtherProvider, [otherProvider.id, otherProvider.email]);
      const outcome = await s.as(actor, fixtureClock, (tx) => tx.query(call[0], call[1]));
      const got = outcome.ok ? 'allow' : outcome.code === '42501' ? 'deny' : outcome.message;
      expect(got).toBe(c.expected);
    });
  });
});
