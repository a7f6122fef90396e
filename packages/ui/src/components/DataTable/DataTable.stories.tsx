import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { DateTime } from '../DateTime/DateTime.tsx';
import { Price } from '../Price/Price.tsx';
import { DataTable, type ColumnDef } from './DataTable.tsx';

interface Booking {
  id: string;
  passenger: string;
  departure: string;
  cents: number;
  status: 'Confirmada' | 'Aguardando Pix' | 'Cancelada';
}

const PEOPLE = [
  'Marina Duarte',
  'João Pereira',
  'Ana Souza',
  'Caio Lima',
  'Beatriz Rocha',
  'Rafael Nunes',
  'Luíza Alves',
];
const STATUSES = ['Confirmada', 'Aguardando Pix', 'Cancelada'] as const;
const BOOKINGS: Booking[] = Array.from({ length: 23 }, (_, index) => ({
  id: `r${index + 1}`,
  passenger: PEOPLE[index % PEOPLE.length] ?? '',
  departure: new Date(Date.UTC(2026, 11, 1 + (index % 9), 12 + (index % 3), 30)).toISOString(),
  cents: 8990 + index * 1250,
  status: STATUSES[index % 3] ?? 'Confirmada',
}));

const TONE = { Confirmada: 'success', 'Aguardando Pix': 'info', Cancelada: 'danger' } as const;

const columns: ColumnDef<Booking>[] = [
  { accessorKey: 'passenger', header: 'Passageiro' },
  {
    accessorKey: 'departure',
    header: 'Saída',
    cell: ({ getValue }) => <DateTime value={getValue<string>()} />,
  },
  {
    accessorKey: 'cents',
    header: 'Valor',
    cell: ({ getValue }) => <Price cents={getValue<number>()} />,
  },
  {
    accessorKey: 'status',
    header: 'Situação',
    cell: ({ getValue }) => {
      const status = getValue<Booking['status']>();
      return <Badge tone={TONE[status]}>{status}</Badge>;
    },
  },
];

const meta = {
  title: 'Componentes/DataTable',
  tags: ['one-width'],
  component: DataTable<Booking>,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: {
    caption: 'Reservas de dezembro',
    columns,
    data: BOOKINGS,
    pageSize: 10,
    getRowId: (row: Booking) => row.id,
    empty: {
      title: 'Nenhuma reserva em dezembro',
      description: 'As reservas aparecem aqui assim que forem feitas.',
    },
  },
} satisfies Meta<typeof DataTable<Booking>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headers sort and say how; pages move ten rows at a time. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Reservas de dezembro' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: /Passageiro/ }));
    await expect(canvas.getByRole('columnheader', { name: /Passageiro/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Ana Souza');
    // "Próxima" is there at every width (a phone hides the numbered pages).
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: {
    data: [],
    empty: {
      title: 'Nenhuma reserva em dezembro',
      description: 'As reservas aparecem aqui assim que forem feitas.',
      action: <Button variant="secondary">Abrir vendas de dezembro</Button>,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Nenhuma reserva em dezembro' }),
    ).toBeInTheDocument();
  },
};

/**
 * In a phone-wide box each row is a card: the passenger its title, the other columns labelled
 * lines; nothing scrolls sideways, and the sort buttons are still there.
 */
export const Phone: Story = {
  decorators: [onPhone],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Reservas de dezembro' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const [, first] = within(region).getAllByRole('row');
    if (!first) throw new Error('no row');
    const price = within(first).getByText(/R\$\s89,90/);
    await expect(price.closest('[data-label]')).toHaveAttribute('data-label', 'Valor');
    await userEvent.click(canvas.getByRole('button', { name: /Passageiro/ }));
    await expect(canvas.getByRole('columnheader', { name: /Passageiro/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/**
 * `cardsBelow="60rem"`: a table whose columns cannot all fit an 844 px content column (a desktop's,
 * beside a side menu) is cards there too, its labelled lines side by side; nothing scrolls.
 */
export const WideCards: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 844, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  args: { cardsBelow: '60rem' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Reservas de dezembro' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const [, first] = within(region).getAllByRole('row');
    if (!first) throw new Error('no row');
    await expect(getComputedStyle(first).display).toBe('grid');
    // The labelled lines share the card's width, two or more a line.
    const price = first.querySelector('[data-label="Valor"]');
    const status = first.querySelector('[data-label="Situação"]');
    if (!price || !status) throw new Error('no cells');
    await expect(price.getBoundingClientRect().top).toBe(status.getBoundingClientRect().top);
  },
};

/** `narrow="scroll"` keeps the grid on a phone: the table scrolls sideways in its region. */
export const PhoneScrolls: Story = {
  decorators: [onPhone],
  args: { narrow: 'scroll' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Reservas de dezembro' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
