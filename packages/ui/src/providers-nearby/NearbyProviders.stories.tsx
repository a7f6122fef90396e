import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_SUPABASE_URL } from '@mare/mocks';
import { findBeach, type Beach } from '@mare/domain';
import {
  backendLoader,
  networkRecovers,
  nextAnswer,
  onPage,
  pendingRequest,
  withApp,
  withRows,
} from '../storybook/index.ts';
import { SiteWithFeed, expectOpenedDirectly } from '../storybook/story-site.tsx';
import { NearbyProviders } from './NearbyProviders.tsx';

const ESCUNA = 'Passeio de escuna pelas praias de Arraial do Cabo';
const FORNO_BLOCK = 'Guias e serviços em Praia do Forno';
const SLOW = { timeout: 15_000 };
const DIRECTORY = '/rest/v1/rpc/provider_directory';

function beach(id: string): Beach {
  const found = findBeach(id);
  if (!found) throw new Error(`no beach ${id}`);
  return found;
}

const meta = {
  title: 'Telas/Prestadores/Guias perto da praia',
  render: () => <SiteWithFeed />,
  loaders: [backendLoader],
  decorators: [withApp],
  parameters: { route: '/passeios/escuna-praias-de-arraial' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function findBlock(canvasElement: HTMLElement, name = FORNO_BLOCK) {
  const block = await within(canvasElement).findByRole('region', { name }, SLOW);
  // The frame shows the block (it sits below the page's content).
  block.scrollIntoView({ block: 'center' });
  return within(block);
}

/**
 * Below a tour, the providers of its beach (three at most, the best rated first) and the way to
 * all of them in the directory.
 */
export const OnATour: Story = {
  parameters: {
    // The tour's departures, tides and reviews wait: the block is what this story is about, and
    // the page draws it below them either way.
    msw: {
      handlers: {
        scenario: [
          ...pendingRequest('post', '/rest/v1/rpc/tour_departures').scenario,
          ...pendingRequest('post', '/rest/v1/rpc/public_reviews').scenario,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, ESCUNA);
    const block = await findBlock(canvasElement);
    const cards = block.getAllByRole('article');
    await expect(cards.length).toBeGreaterThan(0);
    await expect(cards.length).toBeLessThanOrEqual(3);
    for (const card of cards)
      await expect(within(card).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(block.getByRole('link', { name: 'Ver todos em Praia do Forno' })).toHaveAttribute(
      'href',
      '/prestadores?praia=praia-do-forno',
    );
  },
};

/** Alone, for another beach: Jericoacoara's one provider. */
export const OneProvider: Story = {
  render: () => <NearbyProviders beach={beach('jericoacoara')} />,
  decorators: [onPage],
  play: async ({ canvasElement }) => {
    const block = await findBlock(canvasElement, 'Guias e serviços em Jericoacoara');
    await expect(block.getAllByRole('article')).toHaveLength(1);
    await expect(block.getByRole('link', { name: 'Jeri 4x4 Transfer' })).toHaveAttribute(
      'href',
      '/prestadores/jeri-4x4-transfer',
    );
    await expect(block.getByText('Sem avaliações ainda')).toBeVisible();
  },
};

/** A beach with no provider: no block, and nothing in its place. */
export const NoneOnTheBeach: Story = {
  render: () => (
    <section aria-label="Página">
      <NearbyProviders beach={beach('praia-do-forno')} />
    </section>
  ),
  decorators: [onPage],
  loaders: [
    withRows(
      `update public.service_providers set beaches = '{}' where 'praia-do-forno' = any (beaches)`,
    ),
    () => ({ directory: nextAnswer(DIRECTORY) }),
  ],
  play: async ({ canvasElement, loaded }) => {
    await expect(await (loaded.directory as Promise<number>)).toBe(200);
    // The answer is drawn on the next render: give it one before saying nothing came.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const page = within(canvasElement).getByRole('region', { name: 'Página' });
    await expect(page).toBeEmptyDOMElement();
  },
};

/** The list cannot be read: a quiet line with a retry, never an alert; the page around it stays. */
export const QuietError: Story = {
  render: () => <NearbyProviders beach={beach('praia-do-forno')} />,
  decorators: [onPage],
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.post(`${MOCK_SUPABASE_URL}${DIRECTORY}`, () =>
            HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByText(
      'Não foi possível carregar os guias e serviços desta praia.',
      {},
      SLOW,
    );
    // Secondary to the page around it: no alert.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(within(line).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** Once the network is back, the quiet line's retry brings the providers. */
export const RetryAfterError: Story = {
  render: () => <NearbyProviders beach={beach('praia-do-forno')} />,
  decorators: [onPage],
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.post(`${MOCK_SUPABASE_URL}${DIRECTORY}`, () =>
            HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByText(
      'Não foi possível carregar os guias e serviços desta praia.',
      {},
      SLOW,
    );
    networkRecovers();
    await userEvent.click(within(line).getByRole('button', { name: 'Tentar novamente' }));
    await findBlock(canvasElement);
  },
};
