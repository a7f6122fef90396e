import { MOCK_PSP_URL } from './psp.ts';

/**
 * The demo's payer: POSTs the mock PSP's control route that pays a charge (as a bank app would
 * after reading its QR code). The PSP then notifies the webhook, which confirms the booking. Goes
 * over the network (MSW answers it in the browser), so stories and the demo see the request.
 */
export async function payMockPspCharge(txid: string, fetcher: typeof fetch = fetch): Promise<void> {
  const response = await fetcher(`${MOCK_PSP_URL}/mock/cob/${encodeURIComponent(txid)}/pagar`, {
    method: 'POST',
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as {
    erro?: unknown;
    title?: unknown;
  } | null;
  const reason =
    typeof body?.erro === 'string'
      ? body.erro
      : typeof body?.title === 'string'
        ? body.title
        : null;
  throw new Error(reason ?? `O PSP de demonstração recusou o pagamento (${response.status}).`);
}
