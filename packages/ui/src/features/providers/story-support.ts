import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_SUPABASE_URL } from '@mare/mocks';
import type { ListedProvider, ProviderDirectoryPage } from '@mare/domain';

/** The stories' slow finds: the first story of a page boots the database. */
export const SLOW = { timeout: 15_000 };

const rpcUrl = (rpc: string) => `${MOCK_SUPABASE_URL}/rest/v1/rpc/${rpc}`;

/** The function `rpc` fails as a gateway does (503), or the network is gone. */
export function rpcFails(rpc: string, kind: 503 | 'network' = 503) {
  return {
    scenario: [
      http.post(rpcUrl(rpc), () =>
        kind === 'network'
          ? HttpResponse.error()
          : HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
      ),
    ],
  };
}

/** The database refuses `rpc` with its own code (P0001), as private.refuse raises it. */
export function rpcRefused(rpc: string, code: string, detail?: Record<string, unknown>) {
  return {
    scenario: [
      http.post(rpcUrl(rpc), () =>
        HttpResponse.json(
          {
            code: 'P0001',
            message: code,
            details: detail ? JSON.stringify(detail) : '',
            hint: null,
          },
          { status: 400 },
        ),
      ),
    ],
  };
}

/** How many providers the paged directory has. */
export const MANY_PROVIDERS = 30;

/** A directory of 30 providers (the first of the seed's, renamed), paged as the database pages it. */
export const manyProviders = (template: () => ListedProvider) =>
  http.post(rpcUrl('provider_directory'), async ({ request }) => {
    const args = (await request.json()) as { p_limit?: number; p_offset?: number };
    const size = args.p_limit ?? 24;
    const offset = args.p_offset ?? 0;
    const count = Math.max(0, Math.min(size, MANY_PROVIDERS - offset));
    const answer: ProviderDirectoryPage = {
      total: MANY_PROVIDERS,
      items: Array.from({ length: count }, (_, i) => {
        const n = offset + i + 1;
        return {
          ...template(),
          id: `5e000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          slug: `prestador-${n}`,
          business_name: `Prestador número ${n}`,
        };
      }),
    };
    return HttpResponse.json(answer);
  });

/** The directory's cards, in order. */
export async function providerCards(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: 'Prestadores' }, SLOW);
  return within(list).getAllByRole('article');
}

export const cardName = (card: HTMLElement) => within(card).getByRole('heading').textContent;

export const cardNames = async (canvasElement: HTMLElement) =>
  (await providerCards(canvasElement)).map(cardName);

/** One card of the directory, by the provider's name. */
export async function providerCard(canvasElement: HTMLElement, name: string) {
  const card = (await providerCards(canvasElement)).find(
    (candidate) => cardName(candidate) === name,
  );
  if (!card) throw new Error(`no card "${name}"`);
  return within(card);
}

/** The request form, once the provider's page shows it. */
export async function requestForm(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole(
    'region',
    { name: 'Solicitar serviço' },
    SLOW,
  );
  return within(region);
}

/** Fills the request form as a person would; `service` is the service's id (the option's value). */
export async function fillRequest(
  canvasElement: HTMLElement,
  values: { service?: string; date?: string; people?: string; message?: string; phone?: string },
) {
  const form = await requestForm(canvasElement);
  if (values.service !== undefined)
    await userEvent.selectOptions(form.getByLabelText('Serviço'), values.service);
  const typeInto = async (label: string, text: string | undefined) => {
    if (text === undefined) return;
    const field = form.getByLabelText(label);
    await userEvent.clear(field);
    if (text) await userEvent.type(field, text);
  };
  await typeInto('Data', values.date);
  await typeInto('Pessoas', values.people);
  await typeInto('Mensagem', values.message);
  await typeInto('WhatsApp para contato', values.phone);
}

/** The JSON-LD block of a schema.org type on the page, once it is there. */
export async function structuredData(type: string) {
  return waitFor(() => {
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
      .find((candidate) => candidate['@type'] === type);
    if (!data) throw new Error(`no ${type}`);
    return data;
  });
}

/** The document's canonical address once the page has set it. */
export const expectCanonical = (path: RegExp) =>
  waitFor(() =>
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      path,
    ),
  );
