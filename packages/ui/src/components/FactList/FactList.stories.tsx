import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Price } from '../Price/Price.tsx';
import { Fact, FactList } from './FactList.tsx';

const meta = {
  title: 'Componentes/FactList',
  tags: ['one-width'],
  component: FactList,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: {
    children: (
      <>
        <Fact term="Preço">
          <Price cents={18000} />
        </Fact>
        <Fact term="Duração">3 h</Fact>
        <Fact term="Onde">Saída do píer da Praia do Forte</Fact>
      </>
    ),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['inline', 'columns'] },
    align: { control: 'inline-radio', options: ['baseline', 'center'] },
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Termo: valor", one fact a line, the text of both on one baseline. */
export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const term = canvas.getByText('Preço');
    await expect(canvas.getAllByRole('term')).toHaveLength(3);
    await expect(canvas.getAllByRole('definition')).toHaveLength(3);
    // The colon is drawn by the list, not written into the term.
    await expect(term).toHaveTextContent(/^Preço$/);
    await expect(getComputedStyle(term, '::after').content).toBe('":"');
  },
};

/** Values with a badge beside the text sit centred on their term. */
export const CentredWithBadge: Story = {
  args: {
    align: 'center',
    children: (
      <>
        <Fact term="Duração">4 h</Fact>
        <Fact term="Próxima saída">
          sáb., 5 de dez., 09:00
          <Badge tone="warning">Últimos 3 lugares</Badge>
        </Fact>
      </>
    ),
  },
};

/** The term above its value, side by side where there is room (a voucher's details). */
export const Columns: Story = {
  args: {
    layout: 'columns',
    children: (
      <>
        <Fact term="Passeio">Volta à Ilha de Boipeba</Fact>
        <Fact term="Saída">05/12/2026, às 09:00</Fact>
        <Fact term="Barco">Maré Alta</Fact>
        <Fact term="Lugares">A1, A2</Fact>
        <Fact term="Total pago">
          <Price cents={36000} />
        </Fact>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const term = within(canvasElement).getByText('Passeio');
    await expect(getComputedStyle(term, '::after').content).toBe('none');
  },
};

/** A long word breaks instead of running out of a narrow box. */
export const LongValue: Story = {
  args: {
    children: (
      <>
        <Fact term="Região atendida">
          Litoral Norte da Bahia, de Itacimirim a Mangue Seco, com saídas de Salvador
        </Fact>
        <Fact term="Site">www.passeiosdebarcopelolitoralnortedabahia.com.br</Fact>
      </>
    ),
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <FactList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list?.scrollWidth).toBeLessThanOrEqual(list?.clientWidth ?? 0);
  },
};

/** On a phone (390 px): the columns stack, one fact under another. */
export const Phone: Story = {
  args: Columns.args,
  decorators: [onPhone],
};
