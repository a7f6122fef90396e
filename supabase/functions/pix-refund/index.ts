// Edge Function pix-refund (Deno; called by pg_cron + pg_net every minute with the cron secret):
// sends every due refund as a devolução of its payment's Pix and follows it to the end.
import { pixDeps, serveOptions } from '../_deno/pix.ts';
import { refundHandler } from '../_shared/pix/index.ts';

export const server = Deno.serve(serveOptions(), refundHandler(pixDeps()));
