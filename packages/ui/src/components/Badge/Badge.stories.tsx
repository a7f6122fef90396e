import type { Meta, StoryObj } from '@storybook/react-vite';
import { onPage } from '../../storybook/story-frames.tsx';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Componentes/Badge',
  tags: ['one-width'],
  component: Badge,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { children: 'Nordeste', tone: 'neutral' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Info: Story = { args: { tone: 'info', children: 'Aguardando Pix' } };
export const Success: Story = { args: { tone: 'success', children: 'Confirmada' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Quase esgotando' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Esgotado' } };
