import type { Meta, StoryObj } from '@storybook/react-vite';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Componentes/EmptyState',
  tags: ['one-width'],
  component: EmptyState,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: {
    icon: '⛵',
    title: 'Nenhuma reserva ainda',
    description: 'Quando alguém reservar um dos seus passeios, a reserva aparece aqui.',
    action: <Button variant="secondary">Cadastrar passeio</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutAction: Story = { args: { action: undefined } };
export const Phone: Story = { decorators: [onPhone] };
