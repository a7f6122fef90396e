import type {
  AuditLog,
  AuthMethod,
  Bucket,
  EmailTokenRecord,
  EmailTokenType,
  MailMessage,
  MockState,
  PerfilUsuario,
  Profile,
  RefreshTokenRecord,
  Role,
  ServiceProvider,
  SessionRecord,
  StoredObjectRecord,
  UserMetadata,
  UserRecord,
} from './types.ts';

/**
 * Runtime checks for MockState, used on data read back from localStorage. Every field of every
 * record is checked (`shape` demands a guard per key), so a saved record that would make a handler
 * throw is caught when the demo loads, not as a 500 later.
 */
export type Guard<T> = (value: unknown) => value is T;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString: Guard<string> = (value) => typeof value === 'string';
const isNumber: Guard<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isBoolean: Guard<boolean> = (value) => typeof value === 'boolean';
/** Ids and emails: an empty one would match nothing and break lookups. */
const isFilled: Guard<string> = (value): value is string => isString(value) && value !== '';

const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || guard(value);

const optional =
  <T>(guard: Guard<T>): Guard<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || guard(value);

const oneOf =
  <const T extends string>(...allowed: T[]): Guard<T> =>
  (value): value is T =>
    allowed.includes(value as T);

const arrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(guard);

/** One guard per key of T, optional keys included, so a new field cannot go unchecked. */
type Fields<T> = { [K in keyof Required<T>]: Guard<T[K]> };

const shape =
  <T>(fields: Fields<T>): Guard<T> =>
  (value): value is T =>
    isRecord(value) &&
    Object.entries(fields).every(([key, guard]) => (guard as Guard<unknown>)(value[key]));

const isRole = oneOf<Role>('admin', 'boat_owner', 'service_provider', 'user');
const isEmailTokenType = oneOf<EmailTokenType>('signup', 'recovery', 'magiclink', 'email_change');

/** Metadata is open-ended, but the names the app reads must be strings when present. */
const isUserMetadata: Guard<UserMetadata> = (value): value is UserMetadata =>
  isRecord(value) &&
  (
    [
      'nome',
      'full_name',
      'cidade',
      'account_type',
      'business_name',
      'business_type',
      'cadastur',
      'whatsapp',
    ] as const
  ).every((key) => optional(isString)(value[key]));

const isUser = shape<UserRecord>({
  id: isFilled,
  identityId: isFilled,
  email: isFilled,
  passwordHash: isString,
  emailConfirmedAt: nullable(isString),
  confirmationSentAt: nullable(isString),
  recoverySentAt: nullable(isString),
  emailChangeSentAt: nullable(isString),
  newEmail: nullable(isString),
  lastSignInAt: nullable(isString),
  appMetadata: isRecord,
  userMetadata: isUserMetadata,
  createdAt: isString,
  updatedAt: isString,
});

const isSession = shape<SessionRecord>({
  id: isFilled,
  userId: isFilled,
  amr: arrayOf(shape<AuthMethod>({ method: oneOf('password', 'otp'), timestamp: isNumber })),
  createdAt: isString,
  updatedAt: isString,
});

const isRefreshToken = shape<RefreshTokenRecord>({
  token: isFilled,
  sessionId: isFilled,
  userId: isFilled,
  parent: nullable(isString),
  revoked: isBoolean,
  createdAt: isString,
});

const isEmailToken = shape<EmailTokenRecord>({
  tokenHash: isFilled,
  token: isString,
  type: isEmailTokenType,
  userId: isFilled,
  email: isString,
  createdAt: isString,
  used: isBoolean,
});

const isProfile = shape<Profile>({
  id: isFilled,
  nome: isString,
  full_name: isString,
  cidade: isString,
  telefone: nullable(isString),
  bio: nullable(isString),
  avatar_url: nullable(isString),
  created_at: isString,
  updated_at: isString,
});

const isPerfilUsuario = shape<PerfilUsuario>({
  id: isFilled,
  role: isRole,
  name: isString,
  email: isString,
  created_at: isString,
  updated_at: isString,
});

const isServiceProvider = shape<ServiceProvider>({
  id: isFilled,
  business_name: isString,
  business_type: oneOf('guia', 'transfer', 'restaurante', 'hospedagem', 'passeio'),
  cadastur: isString,
  whatsapp: isString,
  cidade: isString,
  created_at: isString,
  updated_at: isString,
});

const isAuditLog = shape<AuditLog>({
  id: isNumber,
  actor_id: nullable(isString),
  action: isString,
  target: isString,
  details: isRecord,
  created_at: isString,
});

const isBucket = shape<Bucket>({
  id: isFilled,
  name: isFilled,
  owner: isString,
  public: isBoolean,
  type: optional(oneOf('STANDARD', 'ANALYTICS')),
  file_size_limit: nullable(isNumber),
  allowed_mime_types: nullable(arrayOf(isString)),
  created_at: isString,
  updated_at: isString,
});

const isStoredObject = shape<StoredObjectRecord>({
  id: isFilled,
  bucketId: isFilled,
  name: isFilled,
  ownerId: nullable(isString),
  mimetype: isString,
  cacheControl: isString,
  data: isString,
  size: isNumber,
  eTag: isString,
  version: isString,
  userMetadata: nullable(isRecord),
  createdAt: isString,
  updatedAt: isString,
  lastAccessedAt: isString,
});

const isMailMessage = shape<MailMessage>({
  id: isFilled,
  type: isEmailTokenType,
  to: isString,
  subject: isString,
  text: isString,
  token_hash: isString,
  token: isString,
  redirect_to: nullable(isString),
  sent_at: isString,
});

/** The whole state, every record checked. */
export const isMockState = shape<MockState>({
  auth: shape<MockState['auth']>({
    users: arrayOf(isUser),
    sessions: arrayOf(isSession),
    refreshTokens: arrayOf(isRefreshToken),
    emailTokens: arrayOf(isEmailToken),
  }),
  tables: shape<MockState['tables']>({
    profiles: arrayOf(isProfile),
    perfis_usuarios: arrayOf(isPerfilUsuario),
    service_providers: arrayOf(isServiceProvider),
    audit_logs: arrayOf(isAuditLog),
  }),
  storage: shape<MockState['storage']>({
    buckets: arrayOf(isBucket),
    objects: arrayOf(isStoredObject),
  }),
  mailbox: arrayOf(isMailMessage),
});
