import type { UserRecord } from '../db/types.ts';

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** Salted with the user id: demo mode persists users, never clear-text passwords. */
export async function hashPassword(userId: string, password: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${userId}:${password}`),
  );
  return `sha256:${hex(digest)}`;
}

export async function passwordMatches(user: UserRecord, password: string): Promise<boolean> {
  return (await hashPassword(user.id, password)) === user.passwordHash;
}

/** The hosted project's default policy: at least 6 characters. */
export const MIN_PASSWORD_LENGTH = 6;
export const WEAK_PASSWORD_MESSAGE = `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;

/** A password nobody knows, for accounts created by a magic link. */
export const randomPassword = (ctx: { random: { hex(bytes: number): string } }) =>
  ctx.random.hex(24);
