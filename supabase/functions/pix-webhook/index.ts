// Edge Function pix-webhook (Deno; deployed with --no-verify-jwt: the PSP sends no JWT). Registered
// at the PSP as <functions URL>/pix-webhook/<PIX_WEBHOOK_SECRET>; the PSP POSTs to .../pix. The
// body is a hint only: each charge is read back from the PSP before anything is confirmed.
import { pixDeps, serveOptions } from '../_deno/pix.ts';
import { webhookHandler } from '../_shared/pix/index.ts';

export const server = Deno.serve(serveOptions(), webhookHandler(pixDeps()));
