import { AUTH_MESSAGES, authErrorMessage } from '../errors/index.ts';
import type { AuthContext } from './context.ts';
import { fail, succeed } from './outcome.ts';
import { signUpMetadata } from './sign-up-metadata.ts';
import type { Outcome, SignUpInput, SignUpResult } from './types.ts';

/**
 * With email confirmation on, the server answers 200 for an already confirmed email but sends an
 * obfuscated user without identities (no account enumeration): that is the "already exists" case.
 */
const USER_EXISTS = { code: 'user_already_exists' } as const;

export async function signUp(ctx: AuthContext, input: SignUpInput): Promise<Outcome<SignUpResult>> {
  const { data, error } = await ctx.client.auth.signUp({
    email: input.email,
    password: input.password,
    options: { data: signUpMetadata(input), emailRedirectTo: ctx.config.siteUrl },
  });
  if (error) return fail(authErrorMessage(error, 'signUp'), error);
  const { session, user } = data;
  if (session) return succeed({ kind: 'signed-in', session }, AUTH_MESSAGES.signUpSuccess);
  if (!user) return fail(AUTH_MESSAGES.generic);
  if (user.identities?.length === 0) {
    return fail(authErrorMessage(USER_EXISTS, 'signUp'), USER_EXISTS);
  }
  return succeed({ kind: 'confirm-email', user }, AUTH_MESSAGES.confirmEmail);
}
