import type {
  Bucket,
  MockState,
  PerfilUsuario,
  Profile,
  Role,
  ServiceProvider,
  UserMetadata,
  UserRecord,
} from './types.ts';

/** When the fixtures were "created": fixed, so stories and snapshots never change. */
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

interface FixtureUser {
  id: string;
  email: string;
  role: Role;
  name: string;
  cidade: string;
  confirmed: boolean;
  /** sha256 of `<id>:Mare@2026`, precomputed so seeding stays synchronous. */
  hash: string;
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
    hash: '7b89293146b3c20223fce47f2ae6b437c589f952d096ce87f1cca262c311fe7d',
  },
  admin: {
    id: FIXTURE_IDS.admin,
    email: 'admin@mare.example',
    role: 'admin',
    name: 'Ana Administradora',
    cidade: '',
    confirmed: true,
    hash: '28df1c0f74a1d9b3e06d1b25d5dd8afee13f189836278e08d12ffb5ca266f599',
  },
  boatOwner: {
    id: FIXTURE_IDS.boatOwner,
    email: 'barqueiro@mare.example',
    role: 'boat_owner',
    name: 'Bruno Barqueiro',
    cidade: 'Arraial do Cabo',
    confirmed: true,
    hash: 'b3dc68d9207898664800ea1876dd0dddbc7121273c67c4e54442852df3dfc362',
    metadata: { account_type: 'boat_owner' },
  },
  serviceProvider: {
    id: FIXTURE_IDS.serviceProvider,
    email: 'guia@mare.example',
    role: 'service_provider',
    name: 'Gabriela Guia',
    cidade: 'Porto Seguro',
    confirmed: true,
    hash: '407bec3fe9e2c7a45501c280d06523d55c8099f0d560985cdc47fae4414a5281',
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
    hash: 'ea0d00a34a13351fc9409305752214fdd98185e7f8a8255f3b352fde58579f60',
  },
  visitor: {
    id: FIXTURE_IDS.visitor,
    email: 'visitante@mare.example',
    role: 'user',
    name: 'Vera Visitante',
    cidade: 'Salvador',
    confirmed: true,
    hash: '635c5b915727fb4a9e45404f73047ed876109aa8fe6e587a0ef3c3d241ded85e',
  },
};

/** The fixture users' emails, by name. */
export const FIXTURE_EMAILS = Object.fromEntries(
  Object.entries(users).map(([name, user]) => [name, user.email]),
) as Record<FixtureName, string>;

const identityId = (id: string) => `${id.slice(0, -12)}1${id.slice(-11)}`;

function userRecord(user: FixtureUser): UserRecord {
  return {
    id: user.id,
    identityId: identityId(user.id),
    email: user.email,
    passwordHash: `sha256:${user.hash}`,
    emailConfirmedAt: user.confirmed ? FIXTURE_TIME : null,
    confirmationSentAt: FIXTURE_TIME,
    recoverySentAt: null,
    emailChangeSentAt: null,
    newEmail: null,
    lastSignInAt: null,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: { nome: user.name, full_name: user.name, cidade: user.cidade, ...user.metadata },
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
  };
}

const profile = (user: FixtureUser): Profile => ({
  id: user.id,
  nome: user.name,
  full_name: user.name,
  cidade: user.cidade,
  telefone: null,
  bio: null,
  avatar_url: null,
  created_at: FIXTURE_TIME,
  updated_at: FIXTURE_TIME,
});

const perfil = (user: FixtureUser): PerfilUsuario => ({
  id: user.id,
  role: user.role,
  name: user.name,
  email: user.email,
  created_at: FIXTURE_TIME,
  updated_at: FIXTURE_TIME,
});

const provider: ServiceProvider = {
  id: FIXTURE_IDS.serviceProvider,
  business_name: 'Gabriela Guia Turismo',
  business_type: 'guia',
  cadastur: '12345678901',
  whatsapp: '(73) 99999-0004',
  cidade: 'Porto Seguro',
  created_at: FIXTURE_TIME,
  updated_at: FIXTURE_TIME,
};

/** Accepted image types and size of both buckets (supabase/DATA-MODEL.md, Storage). */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

const bucket = (id: string, limits: Pick<Bucket, 'file_size_limit' | 'allowed_mime_types'>) => ({
  id,
  name: id,
  owner: '',
  public: true,
  type: 'STANDARD' as const,
  ...limits,
  created_at: FIXTURE_TIME,
  updated_at: FIXTURE_TIME,
});

/** A fresh copy of the deterministic fixtures of supabase/DATA-MODEL.md. */
export function seedState(): MockState {
  const all = Object.values(users);
  return {
    auth: {
      users: all.map(userRecord),
      sessions: [],
      refreshTokens: [],
      emailTokens: [],
    },
    tables: {
      profiles: all.map(profile),
      perfis_usuarios: all.map(perfil),
      service_providers: [{ ...provider }],
      audit_logs: [],
    },
    storage: {
      buckets: [
        bucket('uploads', {
          file_size_limit: AVATAR_MAX_BYTES,
          allowed_mime_types: [...AVATAR_MIME_TYPES],
        }),
        bucket('avatars', {
          file_size_limit: AVATAR_MAX_BYTES,
          allowed_mime_types: [...AVATAR_MIME_TYPES],
        }),
      ],
      objects: [],
    },
    mailbox: [],
  };
}

/**
 * The master-admin bootstrap case (spec §6): the master signed up but has no perfis_usuarios row
 * yet. Changes `state` in place (a live backend's too) and returns it.
 */
export function dropMasterRole(state: MockState): MockState {
  state.tables.perfis_usuarios = state.tables.perfis_usuarios.filter(
    (row) => row.id !== FIXTURE_IDS.master,
  );
  return state;
}
