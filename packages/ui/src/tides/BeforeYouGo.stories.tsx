import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findBeach, type Beach } from '@mare/domain';
import { onPage } from '../storybook/story-frames.tsx';
import { BeforeYouGo } from './BeforeYouGo.tsx';
import { withTides, type TidesStoryParameters } from './story-tides.tsx';

function beach(id: string): Beach {
  const found = findBeach(id);
  if (!found) throw new Error(`no sample beach ${id}`);
  return found;
}

const meta = {
  title: 'Marés/Antes de ir',
  component: BeforeYouGo,
  decorators: [withTides, onPage],
  args: { beach: beach('baia-do-sancho') },
  parameters: { tides: 'site' } satisfies TidesStoryParameters,
} satisfies Meta<typeof BeforeYouGo>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Antes de ir' }));

/** Noronha: the week's lows by day from today, the best one marked, the TPA and the park. */
export const SeaBeach: Story = {
  play: async ({ canvasElement }) => {
    const facts = await box(canvasElement);
    await expect(
      await facts.findByRole('heading', { name: 'Melhores horários pela maré nesta semana' }),
    ).toBeVisible();
    const days = facts
      .getAllByRole('listitem')
      .filter((item) => /Maré baixa às/.test(item.textContent ?? ''));
    await expect(days.length).toBeGreaterThanOrEqual(6);
    await expect(days[0]).toHaveTextContent(/^sáb\., 21\/11Maré baixa às \d\d:\d\d \(-?\d,\d m\)/);
    await expect(facts.getAllByText('Melhor da semana')).toHaveLength(1);
    await expect(facts.getByText(/Fernando de Noronha, a 5,4 km da praia/)).toBeVisible();
    await expect(facts.getByText('Taxa de Preservação Ambiental (TPA)')).toBeVisible();
    await expect(
      facts.getByRole('link', {
        name: /Consultar o valor atual no site da Administração de Fernando de Noronha/,
      }),
    ).toHaveAttribute('href', 'https://www.noronha.pe.gov.br/');
    for (const heading of [
      'Quando ir',
      'Mar e vento',
      'O que levar',
      'Taxas para visitar',
      'Acessibilidade',
    ])
      await expect(facts.getByRole('heading', { name: heading })).toBeVisible();
  },
};

/** Praia do Rosa: a tide station, but the tide decides little there; whales and swell do. */
export const TideMattersLittle: Story = {
  args: { beach: beach('praia-do-rosa') },
  play: async ({ canvasElement }) => {
    const facts = await box(canvasElement);
    await expect(await facts.findByText(/A maré pouco muda a visita/)).toBeVisible();
    await expect(facts.getByText(/baleias-francas/)).toBeVisible();
    await expect(facts.queryByText('Melhor da semana')).toBeNull();
  },
};

/** Alter do Chão: the river's month instead of a tide. */
export const RiverBeach: Story = {
  args: { beach: beach('alter-do-chao') },
  play: async ({ canvasElement }) => {
    const facts = await box(canvasElement);
    await expect(await facts.findByRole('heading', { name: 'O rio neste mês' })).toBeVisible();
    await expect(
      facts.getByText(/Em novembro, rio baixo: praias de areia branca à mostra\./),
    ).toBeVisible();
    await expect(
      facts.getByText('Dinheiro para a travessia de catraia até a Ilha do Amor'),
    ).toBeVisible();
  },
};

/** A beach Maré knows nothing more about: said, not an empty box. */
export const NoData: Story = {
  args: { beach: { ...beach('praia-do-forno'), id: 'praia-sem-dicas', name: 'Praia sem dicas' } },
  play: async ({ canvasElement }) => {
    const facts = await box(canvasElement);
    await expect(
      await facts.findByText('Ainda não temos dicas de viagem para esta praia.'),
    ).toBeVisible();
  },
};

/** While the tide code and the facts load. */
export const Loading: Story = {
  parameters: { tides: 'loading' } satisfies TidesStoryParameters,
  play: async ({ canvasElement }) => {
    const facts = await box(canvasElement);
    await expect(facts.getByText('Carregando as dicas de viagem...')).toBeInTheDocument();
  },
};

/** The tide code could not be fetched: said in pt-BR, with a retry. */
export const LoadError: Story = {
  parameters: { tides: 'error' } satisfies TidesStoryParameters,
  play: async ({ canvasElement }) => {
    const facts = await box(canvasElement);
    await expect(await facts.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a previsão da maré.',
    );
    await expect(facts.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** At 320 px nothing overflows (the long credit wraps). */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Antes de ir' });
    await within(region).findByText('Melhor da semana');
    await expect(region.scrollWidth).toBeLessThanOrEqual(320);
  },
};
