// Edge Function pix-reconcile (Deno; called by pg_cron + pg_net every 5 minutes with the cron
// secret): settles the last two hours of charges from the PSP's own list, lost webhooks included.
import { pixDeps, serveOptions } from '../_deno/pix.ts';
import { reconcileHandler } from '../_shared/pix/index.ts';

export const server = Deno.serve(serveOptions(), reconcileHandler(pixDeps()));
