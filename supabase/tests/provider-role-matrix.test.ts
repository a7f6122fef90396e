import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll } from 'vitest';
import {
  anonymous,
  asUser,
  createDatabase,
  startupTimeout,
  type Actor,
} from './harness/database.ts';
import { users } from './harness/fixtures.ts';
import { describeTableMatrix, type TableStatements } from './harness/matrix.ts';
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

async function setup(tx: Transaction) {
  await tx.query(
    `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data) values ($1, $2, now(),
       '{"nome":"Outra Guia","account_type":"service_provider","business_name":"Outra Guia",
         "business_type":"guia","cadastur":"10987654321","whatsapp":"(73) 98888-0000"}')`,
    [otherProvider.id, otherProvider.email],
  );
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
    select: ['select * from public.provider_requests where id = $1', [request]],
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
