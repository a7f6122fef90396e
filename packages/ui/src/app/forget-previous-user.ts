import type { QueryClient } from '@tanstack/react-query';

/**
 * When the person signed in changes (signed out, here or in another tab, or someone else signed
 * in), the cache forgets everything it read: private lists must not outlive the session that
 * could read them, on a shared computer least of all. Signing in keeps what a visitor read.
 * Returns whether it forgot.
 */
export function forgetPreviousUser(
  client: QueryClient,
  previousUserId: string | null,
  userId: string | null,
): boolean {
  if (previousUserId === null || previousUserId === userId) return false;
  client.clear();
  return true;
}
