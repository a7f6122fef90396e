// Edge Function pix-charge (Deno; `npx supabase functions deploy pix-charge`): the buyer's
// immediate charge at the PSP (API Pix PUT /cob/{txid}), its dynamic BR Code stored with the
// payment. The work is the platform-neutral core's (supabase/functions/_shared/pix).
import { authenticateBuyer, pixDeps, serveOptions } from '../_deno/pix.ts';
import { chargeHandler } from '../_shared/pix/index.ts';

export const server = Deno.serve(
  serveOptions(),
  chargeHandler({ ...pixDeps(), authenticate: authenticateBuyer() }),
);
