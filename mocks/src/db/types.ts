import type { components } from '@mare/openapi';

type Schemas = components['schemas'];
export type Profile = Schemas['Profile'];
export type PerfilUsuario = Schemas['PerfilUsuario'];
export type ServiceProvider = Schemas['ServiceProvider'];
export type AuditLog = Schemas['AuditLog'];
export type Role = Schemas['Role'];
export type Bucket = Schemas['Bucket'];
export type UserMetadata = Schemas['UserMetadata'];

/** An auth user as the auth server keeps it (the wire shape is derived in auth/wire.ts). */
export interface UserRecord {
  id: string;
  identityId: string;
  email: string;
  /** `sha256:<hex>` of `<id>:<password>`; demo mode keeps no clear-text passwords. */
  passwordHash: string;
  emailConfirmedAt: string | null;
  confirmationSentAt: string | null;
  recoverySentAt: string | null;
  emailChangeSentAt: string | null;
  newEmail: string | null;
  lastSignInAt: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: UserMetadata;
  createdAt: string;
  updatedAt: string;
}

export interface AuthMethod {
  method: 'password' | 'otp';
  timestamp: number;
}

export interface SessionRecord {
  id: string;
  userId: string;
  amr: AuthMethod[];
  createdAt: string;
  updatedAt: string;
}

/** One link of a session's refresh-token chain; a revoked one must never be accepted again. */
export interface RefreshTokenRecord {
  token: string;
  sessionId: string;
  userId: string;
  parent: string | null;
  revoked: boolean;
  createdAt: string;
}

export type EmailTokenType = 'signup' | 'recovery' | 'magiclink' | 'email_change';

/** A one-time token sent by email, redeemable once at POST /auth/v1/verify. */
export interface EmailTokenRecord {
  tokenHash: string;
  /** The 6-digit code of the same email (verify with email + token). */
  token: string;
  type: EmailTokenType;
  userId: string;
  email: string;
  createdAt: string;
  used: boolean;
}

/** An email the mock "sent". The demo shows them; `token_hash` works with verifyOtp. */
export interface MailMessage {
  id: string;
  type: EmailTokenType;
  to: string;
  subject: string;
  text: string;
  token_hash: string;
  token: string;
  redirect_to: string | null;
  sent_at: string;
}

export interface StoredObjectRecord {
  id: string;
  bucketId: string;
  name: string;
  ownerId: string | null;
  mimetype: string;
  cacheControl: string;
  /** The bytes, base64: the state stays JSON for demo persistence. */
  data: string;
  size: number;
  eTag: string;
  version: string;
  userMetadata: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
  lastAccessedAt: string;
}

/** Everything the mock backend knows. Plain JSON, so demo mode can persist it. */
export interface MockState {
  auth: {
    users: UserRecord[];
    sessions: SessionRecord[];
    refreshTokens: RefreshTokenRecord[];
    emailTokens: EmailTokenRecord[];
  };
  tables: {
    profiles: Profile[];
    perfis_usuarios: PerfilUsuario[];
    service_providers: ServiceProvider[];
    audit_logs: AuditLog[];
  };
  storage: {
    buckets: Bucket[];
    objects: StoredObjectRecord[];
  };
  mailbox: MailMessage[];
}
