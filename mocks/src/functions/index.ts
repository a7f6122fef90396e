import { isoAt } from '../clock.ts';
import type { BackendContext } from '../context.ts';
import { http } from '../http.ts';
import { runAs } from '../postgrest/index.ts';
import { resolveCaller } from '../rest/caller.ts';
import type { components } from '@mare/openapi';

type AdminUser = components['schemas']['AdminUser'];

/**
 * The Edge Function admin-block-user (supabase/functions/admin-block-user) as the hosted project
 * runs it: the caller's own JWT calls admin_block_user / admin_unblock_user, which checks the
 * admin, sets auth.users.banned_until and audits in one transaction. The hosted function then
 * also asks the auth server for the same ban; here auth.users is the auth server's table itself.
 */
export const functionHandlers = (ctx: BackendContext) => [
  http.post('/functions/v1/admin-block-user', async ({ request, response }) => {
    const caller = await resolveCaller(ctx, request);
    if (caller instanceof Response || caller.role !== 'authenticated')
      return response(401).json({ error: 'unauthorized' });
    const body = (await request.json().catch(() => null)) as {
      user_id?: unknown;
      action?: unknown;
      reason?: unknown;
    } | null;
    const userId = typeof body?.user_id === 'string' ? body.user_id : null;
    const action = body?.action;
    if (!userId || (action !== 'block' && action !== 'unblock'))
      return response(400).json({ error: 'invalid_request' });
    const reason = typeof body?.reason === 'string' ? body.reason : '';
    const db = await ctx.db();
    try {
      const user = await runAs(db, caller.role, caller.claims, async (tx) => {
        await tx.query(`select set_config('mare.now', $1, true)`, [isoAt(ctx.clock)]);
        const { rows } = await (action === 'block'
          ? tx.query<{ user: AdminUser }>('select public.admin_block_user($1, $2) as user', [
              userId,
              reason,
            ])
          : tx.query<{ user: AdminUser }>('select public.admin_unblock_user($1) as user', [
              userId,
            ]));
        return rows[0]?.user;
      });
      if (!user) return response(500).json({ error: 'internal' });
      return response(200).json({ user });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === '42501') return response(403).json({ error: 'forbidden' });
      if (code === 'P0001') return response(400).json({ error: (error as Error).message });
      if (code === '22P02') return response(400).json({ error: 'invalid_request' });
      return response(500).json({ error: 'internal' });
    }
  }),
];
