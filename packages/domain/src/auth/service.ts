import type { SupabaseClient } from '@supabase/supabase-js';
import { adminSignIn } from './admin.ts';
import { recordAdminAccessDenied } from './audit.ts';
import { realSleep, type AuthContext } from './context.ts';
import { settle } from './outcome.ts';
import { requestPasswordReset, updatePassword, verifyEmailToken } from './password.ts';
import { getProfile, updateProfile } from './profile.ts';
import { getRole } from './role.ts';
import { signIn, signOut } from './session.ts';
import { signUp } from './sign-up.ts';
import type { AuthService, AuthServiceConfig } from './types.ts';

/** The product's auth sequences over a Supabase client; every call answers with an outcome. */
export function createAuthService(client: SupabaseClient, config: AuthServiceConfig): AuthService {
  const ctx: AuthContext = { client, config, sleep: config.sleep ?? realSleep };
  return {
    signIn: (email, password) => settle(() => signIn(ctx, email, password)),
    signUp: (input) => settle(() => signUp(ctx, input)),
    signOut: () => settle(() => signOut(ctx)),
    adminSignIn: (email, password) => settle(() => adminSignIn(ctx, email, password)),
    getRole: (userId) => settle(() => getRole(ctx, userId)),
    getProfile: () => settle(() => getProfile(ctx)),
    updateProfile: (patch) => settle(() => updateProfile(ctx, patch)),
    requestPasswordReset: (email) => settle(() => requestPasswordReset(ctx, email)),
    updatePassword: (password) => settle(() => updatePassword(ctx, password)),
    verifyEmailToken: (tokenHash, type) => settle(() => verifyEmailToken(ctx, tokenHash, type)),
    recordAdminAccessDenied: (target) => settle(() => recordAdminAccessDenied(ctx, target)),
  };
}
