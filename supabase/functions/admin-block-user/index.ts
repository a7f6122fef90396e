// Edge Function admin-block-user (Deno, deployed with `npx supabase functions deploy admin-block-user`).
// Blocks or unblocks an account for an admin:
//   1. as the caller (their own JWT), public.admin_block_user / admin_unblock_user: the database
//      checks the admin, refuses the master and the admin themselves, sets auth.users.banned_until,
//      ends the user's sessions and writes the audit entry, all in one transaction;
//   2. only then, with the service-role key (a server secret that never leaves this function), the
//      auth server's own admin API sets the same ban (ban_duration), so GoTrue's view is explicit.
// The mock backend answers the same request the same way (mocks/src/functions).
import { createClient } from 'npm:@supabase/supabase-js@2';
import { cors, json } from '../_shared/http.ts';

const BAN_DURATION = '876000h'; // what admin_block_user writes: about a hundred years

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: cors });
  if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' });

  const url = Deno.env.get('SUPABASE_URL');
  const anonKey = Deno.env.get('SUPABASE_ANON_KEY');
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !anonKey || !serviceKey) return json(500, { error: 'internal' });

  const authorization = request.headers.get('Authorization') ?? '';
  if (!authorization.startsWith('Bearer ')) return json(401, { error: 'unauthorized' });

  let body: { user_id?: unknown; action?: unknown; reason?: unknown };
  try {
    body = await request.json();
  } catch {
    return json(400, { error: 'invalid_request' });
  }
  const userId = typeof body.user_id === 'string' ? body.user_id : null;
  const action = body.action;
  if (!userId || (action !== 'block' && action !== 'unblock'))
    return json(400, { error: 'invalid_request' });

  // The caller's own client: the database decides whether they may (never the service key here).
  const asCaller = createClient(url, anonKey, {
    global: { headers: { Authorization: authorization } },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data: caller } = await asCaller.auth.getUser();
  if (!caller.user) return json(401, { error: 'unauthorized' });

  const { data: user, error } =
    action === 'block'
      ? await asCaller.rpc('admin_block_user', {
          user_id: userId,
          reason: typeof body.reason === 'string' ? body.reason : '',
        })
      : await asCaller.rpc('admin_unblock_user', { user_id: userId });
  if (error) {
    if (error.code === '42501') return json(403, { error: 'forbidden' });
    if (error.code === 'P0001') return json(400, { error: error.message });
    return json(500, { error: 'internal' });
  }

  // The database already holds the ban; the auth server's admin API writes the same value.
  const admin = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error: banError } = await admin.auth.admin.updateUserById(userId, {
    ban_duration: action === 'block' ? BAN_DURATION : 'none',
  });
  if (banError) return json(502, { error: 'auth_ban_failed' });

  return json(200, { user });
});
