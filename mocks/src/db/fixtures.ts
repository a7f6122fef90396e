import type { Queryable } from '../database/database.ts';
import type { Role, UserMetadata } from './types.ts';

/** When the seed's rows were "created" (mocks/src/database/mock-services.sql pins them). */
export const FIXTURE_TIME = '2026-01-15T12:00:00.000Z';

/** The password of every fixture user (supabase/DATA-MODEL.md). */
export const FIXTURE_PASSWORD = 'Mare@2026';

/** The fixture users' ids, by the name stories and tests use. */
export const FIXTURE_IDS = {
  master: '00000000-0000-4000-8000-000000000001',
  admin: '00000000-0000-4000-8000-000000000002',
  boatOwner: '00000000-0000-4000-8000-000000000003',
  serviceProvider: '00000000-0000-4000-8000-000000000004',
  unconfirmed: '00000000-0000-4000-8000-000000000005',
  visitor: '00000000-0000-4000-8000-000000000006',
} as const;

export type FixtureName = keyof typeof FIXTURE_IDS;

/**
 * The demo accounts the seed adds beyond the six above (the README's table): a boat owner with
 * nothing yet, a boat owner awaiting verification, and a user an admin can block.
 */
export const DEMO_ACCOUNT_IDS = {
  newBoatOwner: '00000000-0000-4000-8000-00000019a001',
  pendingBoatOwner: '00000000-0000-4000-8000-00000020b001',
  blockableUser: '00000000-0000-4000-8000-00000020b002',
} as const;

/** The approved service providers of the public directory (seed.sql, i36 providers). */
export const DEMO_PROVIDER_IDS = {
  transferArraial: '00000000-0000-4000-8000-00000036c001',
  photographerForno: '00000000-0000-4000-8000-00000036c002',
  guideNoronha: '00000000-0000-4000-8000-00000036c003',
  transferJeri: '00000000-0000-4000-8000-00000036c004',
  innAlter: '00000000-0000-4000-8000-00000036c005',
  guideRosa: '00000000-0000-4000-8000-00000036c006',
} as const;

/** The travellers whose reviews the tours and providers show (seed.sql, i36 reviews). */
export const DEMO_REVIEWER_IDS = {
  camila: '00000000-0000-4000-8000-00000036e001',
  diego: '00000000-0000-4000-8000-00000036e002',
  juliana: '00000000-0000-4000-8000-00000036e003',
  marcos: '00000000-0000-4000-8000-00000036e004',
  patricia: '00000000-0000-4000-8000-00000036e005',
  rafael: '00000000-0000-4000-8000-00000036e006',
  helena: '00000000-0000-4000-8000-00000036e007',
  thiago: '00000000-0000-4000-8000-00000036e008',
  luana: '00000000-0000-4000-8000-00000036e009',
  andre: '00000000-0000-4000-8000-00000036e010',
  roberto: '00000000-0000-4000-8000-00000036e011',
} as const;

/** How many accounts the seed creates. */
export const SEED_ACCOUNT_COUNT =
  Object.keys(FIXTURE_IDS).length +
  Object.keys(DEMO_ACCOUNT_IDS).length +
  Object.keys(DEMO_PROVIDER_IDS).length +
  Object.keys(DEMO_REVIEWER_IDS).length;

interface FixtureUser {
  id: string;
  email: string;
  role: Role;
  name: string;
  cidade: string;
  confirmed: boolean;
  metadata?: Partial<UserMetadata>;
}

const users: Record<FixtureName, FixtureUser> = {
  master: {
    id: FIXTURE_IDS.master,
    email: 'mestre@mare.example',
    role: 'admin',
    name: 'Administrador Master',
    cidade: '',
    confirmed: true,
  },
  admin: {
    id: FIXTURE_IDS.admin,
    email: 'admin@mare.example',
    role: 'admin',
    name: 'Ana Administradora',
    cidade: '',
    confirmed: true,
  },
  boatOwner: {
    id: FIXTURE_IDS.boatOwner,
    email: 'barqueiro@mare.example',
    role: 'boat_owner',
    name: 'Bruno Barqueiro',
    cidade: 'Arraial do Cabo',
    confirmed: true,
    metadata: { account_type: 'boat_owner' },
  },
  serviceProvider: {
    id: FIXTURE_IDS.serviceProvider,
    email: 'guia@mare.example',
    role: 'service_provider',
    name: 'Gabriela Guia',
    cidade: 'Porto Seguro',
    confirmed: true,
    metadata: {
      account_type: 'service_provider',
      business_name: 'Gabriela Guia Turismo',
      business_type: 'guia',
      cadastur: '12345678901',
      whatsapp: '(73) 99999-0004',
    },
  },
  unconfirmed: {
    id: FIXTURE_IDS.unconfirmed,
    email: 'pendente@mare.example',
    role: 'user',
    name: 'Paulo Pendente',
    cidade: '',
    confirmed: false,
  },
  visitor: {
    id: FIXTURE_IDS.visitor,
    email: 'visitante@mare.example',
    role: 'user',
    name: 'Vera Visitante',
    cidade: 'Salvador',
    confirmed: true,
  },
};

/** The fixture users' emails, by name. */
export const FIXTURE_EMAILS = Object.fromEntries(
  Object.entries(users).map(([name, user]) => [name, user.email]),
) as Record<FixtureName, string>;

/** Accepted image types and size of both buckets (supabase/DATA-MODEL.md, Storage). */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** An object to plant in storage, with its bytes. */
export interface FixtureObject {
  /** A fixed id (default: a random one). */
  id?: string;
  bucket: string;
  name: string;
  owner: string | null;
  bytes: Uint8Array;
  mimetype: string;
  /** Creation and update time (default FIXTURE_TIME). */
  at?: string;
}

/**
 * Rows a story or test starts from, written with SQL as the database owner (rules that guard
 * the API roles do not apply to fixtures; triggers still run).
 */
export interface Fixtures {
  /** Any statement, as the owner. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The master-admin bootstrap case (spec §6): the master has no perfis_usuarios row yet. */
  dropMasterRole(): Promise<void>;
  /** Stores objects as the storage server would (row in storage.objects, bytes beside it). */
  storageObjects(objects: FixtureObject[]): Promise<void>;
}

export function createFixtures(db: () => Promise<Queryable>): Fixtures {
  const sql = async <T>(text: string, params?: unknown[]) =>
    (await (await db()).query<T>(text, params)).rows;
  return {
    sql,
    async dropMasterRole() {
      await sql(`delete from public.perfis_usuarios where id = $1`, [FIXTURE_IDS.master]);
    },
    async storageObjects(objects) {
      for (const o of objects) {
        const at = o.at ?? FIXTURE_TIME;
        const digest = new Uint8Array(
          await crypto.subtle.digest('SHA-256', new Uint8Array(o.bytes)),
        );
        const eTag = `"${Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}"`;
        const metadata = {
          eTag,
          size: o.bytes.length,
          mimetype: o.mimetype,
          cacheControl: 'max-age=3600',
          lastModified: at,
          contentLength: o.bytes.length,
          httpStatusCode: 200,
        };
        const [row] = await sql<{ id: string }>(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata,
             created_at, updated_at, last_accessed_at)
           values (coalesce($7::uuid, gen_random_uuid()), $1, $2, $3::uuid, $6,
             gen_random_uuid()::text, $4, $5, $5, $5)
           returning id`,
          [o.bucket, o.name, o.owner, JSON.stringify(metadata), at, o.owner, o.id ?? null],
        );
        await sql(`insert into mock.blobs (object_id, data) values ($1, $2)`, [row?.id, o.bytes]);
      }
    },
  };
}
