import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Componentes/Textarea',
  tags: ['one-width'],
  component: Textarea,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: {
    label: 'Observações',
    name: 'observacoes',
    hint: 'Alergias, criança de colo, cadeira de rodas.',
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByLabelText('Observações');
    await userEvent.type(textarea, 'Levamos um bebê de 1 ano.');
    await expect(textarea).toHaveValue('Levamos um bebê de 1 ano.');
  },
};

export const Error: Story = { args: { error: 'Conte em poucas palavras o que precisa.' } };
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: {
    defaultValue:
      'Somos um grupo de seis pessoas, duas delas idosas, e gostaríamos de saber se a escuna tem sombra na parte de trás e se há banheiro a bordo durante todo o passeio pelas praias de Arraial do Cabo.',
  },
  decorators: [onPhone],
};
