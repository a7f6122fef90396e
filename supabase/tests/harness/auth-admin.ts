import type { Transaction } from '@electric-sql/pglite';

/**
 * Inserts an auth user the way the auth server does on sign-up: as supabase_auth_admin (no
 * superuser, no access to public), so the sign-up trigger must stand on its own privileges.
 */
export async function signUp(
  tx: Transaction,
  user: { id: string; email: string; meta: Record<string, unknown> },
): Promise<void> {
  await tx.exec('set local role supabase_auth_admin');
  await tx.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, '{"provider":"email","providers":["email"]}', now(), now())`,
    [user.id, user.email, JSON.stringify(user.meta)],
  );
  await tx.exec('reset role');
}
