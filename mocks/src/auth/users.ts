import { isoAt } from '../clock.ts';
import type { BackendContext } from '../context.ts';
import { iso, sqlState, type Queryable } from '../database/database.ts';
import { withPgcrypto } from '../database/pgcrypto.ts';
import type { UserMetadata } from '../db/types.ts';

/** An auth user as the auth server reads it from auth.users (the wire shape is in wire.ts). */
export interface UserRecord {
  id: string;
  identityId: string;
  email: string;
  emailConfirmedAt: string | null;
  confirmationSentAt: string | null;
  recoverySentAt: string | null;
  emailChangeSentAt: string | null;
  newEmail: string | null;
  lastSignInAt: string | null;
  /** The auth server's ban: sign-in and refresh are refused while it lies ahead. */
  bannedUntil: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: UserMetadata;
  createdAt: string;
  updatedAt: string;
}

/** The auth server stores emails lower-cased and compares them that way. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Rejects what the auth server rejects as "invalid format" (a simplified check). */
export const isValidEmail = (email: string) =>
  email.length <= 255 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

interface UserRow {
  id: string;
  identity_id: string | null;
  email: string;
  email_confirmed_at: unknown;
  confirmation_sent_at: unknown;
  recovery_sent_at: unknown;
  email_change_sent_at: unknown;
  email_change: string | null;
  last_sign_in_at: unknown;
  banned_until: unknown;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: UserMetadata | null;
  created_at: unknown;
  updated_at: unknown;
}

const SELECT_USER = `
  select u.id, i.id as identity_id, u.email, u.email_confirmed_at, u.confirmation_sent_at,
         u.recovery_sent_at, u.email_change_sent_at, u.email_change, u.last_sign_in_at,
         u.banned_until, u.raw_app_meta_data, u.raw_user_meta_data, u.created_at, u.updated_at
  from auth.users u left join auth.identities i on i.user_id = u.id and i.provider = 'email'`;

const toRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  identityId: row.identity_id ?? row.id,
  email: row.email,
  emailConfirmedAt: iso(row.email_confirmed_at),
  confirmationSentAt: iso(row.confirmation_sent_at),
  recoverySentAt: iso(row.recovery_sent_at),
  emailChangeSentAt: iso(row.email_change_sent_at),
  newEmail: row.email_change || null,
  lastSignInAt: iso(row.last_sign_in_at),
  bannedUntil: iso(row.banned_until),
  appMetadata: row.raw_app_meta_data ?? {},
  userMetadata: row.raw_user_meta_data ?? {},
  createdAt: iso(row.created_at) ?? '',
  updatedAt: iso(row.updated_at) ?? '',
});

async function oneUser(db: Queryable, where: string, value: string) {
  const { rows } = await db.query<UserRow>(`${SELECT_USER} where ${where} = $1`, [value]);
  return rows[0] ? toRecord(rows[0]) : undefined;
}

export const findUserByEmail = (db: Queryable, email: string) =>
  oneUser(db, 'u.email', normalizeEmail(email));

export const findUserById = (db: Queryable, id: string) => oneUser(db, 'u.id::text', id);

/** The sign-up trigger (or a constraint it meets) refused the user: nothing was created. */
export class TriggerError extends Error {}

/**
 * Inserts the auth user and its email identity in one transaction, so the project's sign-up
 * trigger runs as on the hosted project; the password is stored as bcrypt through pgcrypto (loaded first where it is loaded on demand).
 */
export async function createUser(
  ctx: BackendContext,
  email: string,
  password: string,
  metadata: UserMetadata,
  confirmed: boolean,
): Promise<UserRecord> {
  const db = await ctx.db();
  const now = isoAt(ctx.clock);
  const id = ctx.random.uuid();
  const address = normalizeEmail(email);
  try {
    await withPgcrypto(db, () =>
      db.transaction(async (tx) => {
        await tx.query(
          `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
           email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
           confirmation_token, recovery_token, email_change_token_new, email_change)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
           extensions.crypt($3, extensions.gen_salt('bf')), $4, $5, $6, $7, $7, '', '', '', '')`,
          [
            id,
            address,
            password,
            confirmed ? now : null,
            { provider: 'email', providers: ['email'] },
            metadata,
            now,
          ],
        );
        await tx.query(
          `insert into auth.identities (id, user_id, provider_id, provider, identity_data,
           created_at, updated_at)
         values ($1, $2, $5, 'email', $3, $4, $4)`,
          [
            ctx.random.uuid(),
            id,
            { sub: id, email: address, email_verified: confirmed, phone_verified: false },
            now,
            id,
          ],
        );
      }),
    );
  } catch (error) {
    if (sqlState(error) === null) throw error;
    throw new TriggerError((error as Error).message, { cause: error });
  }
  const user = await findUserById(db, id);
  if (!user) throw new Error(`user ${id} vanished after its insert`);
  return user;
}

export async function passwordMatches(db: Queryable, userId: string, password: string) {
  const { rows } = await withPgcrypto(db, () =>
    db.query<{ ok: boolean }>(
      `select encrypted_password = extensions.crypt($2, encrypted_password) as ok
       from auth.users where id = $1`,
      [userId, password],
    ),
  );
  return rows[0]?.ok === true;
}

/** The auth.users columns the auth server changes after sign-up. */
export interface UserChanges {
  email?: string;
  newEmail?: string | null;
  password?: string;
  emailConfirmedAt?: string;
  confirmationSentAt?: string;
  recoverySentAt?: string;
  emailChangeSentAt?: string;
  lastSignInAt?: string;
  userMetadata?: UserMetadata;
}

const COLUMNS: Record<Exclude<keyof UserChanges, 'password'>, string> = {
  email: 'email',
  newEmail: 'email_change',
  emailConfirmedAt: 'email_confirmed_at',
  confirmationSentAt: 'confirmation_sent_at',
  recoverySentAt: 'recovery_sent_at',
  emailChangeSentAt: 'email_change_sent_at',
  lastSignInAt: 'last_sign_in_at',
  userMetadata: 'raw_user_meta_data',
};

/** Updates the user (updated_at = the clock's now) and returns it as stored. */
export async function updateUser(
  ctx: BackendContext,
  id: string,
  changes: UserChanges,
): Promise<UserRecord> {
  const db = await ctx.db();
  const params: unknown[] = [id, isoAt(ctx.clock)];
  const sets = ['updated_at = $2'];
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    params.push(key === 'newEmail' ? (value ?? '') : value);
    sets.push(
      key === 'password'
        ? `encrypted_password = extensions.crypt($${params.length}, extensions.gen_salt('bf'))`
        : `${COLUMNS[key as keyof typeof COLUMNS]} = $${params.length}`,
    );
  }
  const update = () => db.query(`update auth.users set ${sets.join(', ')} where id = $1`, params);
  await (changes.password === undefined ? update() : withPgcrypto(db, update));
  if (changes.email !== undefined) {
    await db.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
       where user_id = $1 and provider = 'email'`,
      [id, changes.email],
    );
  }
  const user = await findUserById(db, id);
  if (!user) throw new Error(`user ${id} not found`);
  return user;
}

/** Whether the auth server's ban holds at `now` (banned_until ahead of it). */
export const isBanned = (user: UserRecord, now: string) =>
  user.bannedUntil !== null && Date.parse(user.bannedUntil) > Date.parse(now);
