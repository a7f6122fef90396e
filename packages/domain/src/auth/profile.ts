import { AUTH_MESSAGES } from '../errors/index.ts';
import type { AuthContext } from './context.ts';
import { fail, succeed } from './outcome.ts';
import type { Outcome, Profile, ProfilePatch } from './types.ts';

/** The signed-in user's id from the client's session, or null. Row-level security does the rest. */
async function currentUserId(ctx: AuthContext): Promise<string | null> {
  const { data } = await ctx.client.auth.getSession();
  return data.session?.user.id ?? null;
}

const notAuthenticated = () => fail(AUTH_MESSAGES.notAuthenticated, undefined, { status: 401 });

export async function getProfile(ctx: AuthContext): Promise<Outcome<Profile>> {
  const id = await currentUserId(ctx);
  if (!id) return notAuthenticated();
  const { data, error, status } = await ctx.client
    .from('profiles')
    .select('*')
    .eq('id', id)
    .single<Profile>();
  if (error) return fail(AUTH_MESSAGES.profileLoadError, error, { status });
  return succeed(data, '');
}

export async function updateProfile(
  ctx: AuthContext,
  patch: ProfilePatch,
): Promise<Outcome<Profile>> {
  const id = await currentUserId(ctx);
  if (!id) return notAuthenticated();
  const { data, error, status } = await ctx.client
    .from('profiles')
    .update(patch)
    .eq('id', id)
    .select()
    .single<Profile>();
  if (error) return fail(AUTH_MESSAGES.profileUpdateError, error, { status });
  return succeed(data, AUTH_MESSAGES.profileUpdateSuccess);
}
