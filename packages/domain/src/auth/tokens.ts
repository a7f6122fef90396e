import type { TokenStorage } from './types.ts';

/** supabase-js keeps a session under `sb-<project ref>-auth-token`. */
const AUTH_TOKEN_KEY = /^sb-.+-auth-token$/;

/** Whether any Supabase session (any project) is stored: read without loading supabase-js. */
export function hasStoredAuthToken(
  storage: Pick<TokenStorage, 'length' | 'key'> | undefined,
): boolean {
  if (!storage) return false;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && AUTH_TOKEN_KEY.test(key)) return true;
  }
  return false;
}

/** Whether a storage key is one supabase-js keeps a session under. */
export const isAuthTokenKey = (key: string | null): boolean =>
  key !== null && AUTH_TOKEN_KEY.test(key);

/** Removes every stored Supabase session (any project) and returns the keys it removed. */
export function clearStoredAuthTokens(storage: TokenStorage | undefined): string[] {
  if (!storage) return [];
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && AUTH_TOKEN_KEY.test(key)) keys.push(key);
  }
  // Collected first: removing while iterating would shift the indexes.
  for (const key of keys) storage.removeItem(key);
  return keys;
}
