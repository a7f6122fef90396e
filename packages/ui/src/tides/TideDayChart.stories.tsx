import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onPage } from '../storybook/story-frames.tsx';
import { TideDayChart } from './TideDayChart.tsx';
import { withTides, type TidesStoryParameters } from './story-tides.tsx';
import { loadTides } from './useTides.tsx';

/** The Sancho's tour rule (seed.sql): below 0,8 m. */
const SANCHO_RULE = { kind: 'below', metres: 0.8 } as const;
const TITLE = 'Maré no dia da saída';

const meta = {
  title: 'Marés/Gráfico do dia',
  component: TideDayChart,
  decorators: [withTides, onPage],
  args: {
    title: TITLE,
    beachId: 'baia-do-sancho',
    at: '2026-11-28T12:00:00-03:00',
    durationMinutes: 180,
  },
  parameters: { tides: 'site' } satisfies TidesStoryParameters,
} satisfies Meta<typeof TideDayChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: TITLE }, { timeout: 10_000 });

/** A sea beach without a tide rule: the curve, highs and lows, the table and the station. */
export const WithoutRule: Story = {
  args: { beachId: 'praia-do-forno', at: '2026-11-22T09:00:00-03:00' },
  play: async ({ canvasElement }) => {
    const day = within(await section(canvasElement));
    await expect(await day.findByText('Previsão para dom., 22/11.')).toBeVisible();
    const table = day.getByRole('table', { name: 'Marés altas e baixas de dom., 22/11' });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThanOrEqual(4);
    await expect(within(table).getByRole('rowheader', { name: '07:14' })).toBeVisible();
    await expect(day.getByRole('img', { name: /Curva da maré de dom\., 22\/11: / })).toBeVisible();
    await expect(day.getByText(/estação de Macaé, a 98,8 km da praia/)).toBeVisible();
    await expect(day.getByRole('link', { name: /TICON-4/ })).toHaveAttribute(
      'href',
      'https://www.seanoe.org/data/00980/109129/',
    );
    await expect(day.queryByText(/Este passeio é feito/)).toBeNull();
  },
};

/**
 * The tour's rule holds from the departure for the two hours it must: its windows shaded, the
 * departure inside one, the limit labelled as the owner set it.
 */
export const RuleMet: Story = {
  args: { rule: SANCHO_RULE },
  play: async ({ canvasElement }) => {
    const day = within(await section(canvasElement));
    await expect(
      await day.findByText(
        /Este passeio é feito só com maré abaixo de 0,8 m\. Maré ideal neste dia: 10:31–15:23\./,
      ),
    ).toBeVisible();
    await expect(
      day.getByText('A saída das 12:00 está na maré ideal: a regra vale por 2 h a partir dela.'),
    ).toBeVisible();
    await expect(day.getByText(/Fernando de Noronha, a 5,4 km da praia/)).toBeVisible();
    // The data's full credit, as its licence asks, one click away.
    await userEvent.click(day.getByText('Crédito completo dos dados'));
    await expect(day.getByText(/TICON-4: TIdal CONstants based on GESLA-4/)).toBeVisible();
  },
};

/** The same rule, a departure at high water: said plainly. */
export const RuleNotMet: Story = {
  args: { rule: SANCHO_RULE, at: '2026-11-21T14:00:00-03:00' },
  play: async ({ canvasElement }) => {
    const day = within(await section(canvasElement));
    await expect(await day.findByText('A saída das 14:00 fica fora da maré ideal.')).toBeVisible();
    await expect(day.getByText(/Maré ideal neste dia: 06:00–09:55, 17:25–18:00\./)).toBeVisible();
  },
};

/**
 * Below the limit at the departure, but not for the two hours after it: inside a shaded window,
 * still outside the rule, and the sentence says when it stops holding. A limit in centimetres
 * keeps them on the line's label.
 */
export const RuleHoldsTooShort: Story = {
  args: { rule: { kind: 'below', metres: 0.75 }, at: '2026-11-28T14:00:00-03:00' },
  play: async ({ canvasElement }) => {
    const day = within(await section(canvasElement));
    await expect(
      await day.findByText(
        /^ ?A saída das 14:00 fica fora da maré ideal: às \d\d:\d\d a regra já não vale, antes de 2 h de passeio\.$/,
      ),
    ).toBeVisible();
    const picture = day.getByRole('img', { name: /Curva da maré/ });
    await expect(within(picture).getByText('0,75 m')).toBeInTheDocument();
  },
};

/** Alter do Chão: no tide, the Tapajós' year with the month marked, and the table behind it. */
export const RiverSeason: Story = {
  args: { beachId: 'alter-do-chao', at: '2026-11-21T09:00:00-03:00' },
  play: async ({ canvasElement }) => {
    const day = within(await section(canvasElement));
    await expect(
      await day.findByText('Em novembro, rio baixo: praias de areia branca à mostra.'),
    ).toBeVisible();
    await expect(day.getByText(/^Fases do Tapajós na régua de Santarém/)).toBeVisible();
    await expect(
      day.getByRole('img', { name: /Nível do Rio Tapajós ao longo do ano/ }),
    ).toBeVisible();
    await userEvent.click(day.getByText('Ver os meses em tabela'));
    await expect(day.getByRole('rowheader', { name: 'março' })).toBeVisible();
    // The published means of the high and the low water, in their months only.
    const may = day.getByRole('row', { name: /^maio/ });
    await expect(within(may).getByText('7,77 m (média da cheia)')).toBeVisible();
    const march = day.getByRole('row', { name: /^março/ });
    await expect(within(march).getByText('Sem média publicada')).toBeVisible();
  },
};

/** A beach Maré has no tide or river for: nothing at all, not an empty section. */
export const NoData: Story = {
  args: { beachId: 'praia-sem-previsao' },
  play: async ({ canvasElement }) => {
    // Known before the tide code: never drawn, not drawn and taken away once the code is here.
    await expect(within(canvasElement).queryByRole('region', { name: TITLE })).toBeNull();
    await loadTides();
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('region', { name: TITLE })).toBeNull(),
    );
  },
};

/** While the tide code loads: the section keeps the chart's room, busy and said. */
export const Loading: Story = {
  parameters: { tides: 'loading' } satisfies TidesStoryParameters,
  play: async ({ canvasElement }) => {
    const region = within(await section(canvasElement));
    await expect(region.getByText('Carregando a previsão da maré...')).toBeInTheDocument();
  },
};

/** The tide code could not be fetched: a retry. */
export const LoadError: Story = {
  parameters: { tides: 'error' } satisfies TidesStoryParameters,
  play: async ({ canvasElement }) => {
    const region = within(await section(canvasElement));
    await expect(await region.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a previsão da maré.',
    );
    await expect(region.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** At 320 px the picture shrinks with its labels and the table still fits. */
export const Narrow: Story = {
  args: { rule: SANCHO_RULE },
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await within(region).findByRole('table');
    await expect(region.scrollWidth).toBeLessThanOrEqual(320);
  },
};
