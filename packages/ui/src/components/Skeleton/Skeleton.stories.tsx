import type { Meta, StoryObj } from '@storybook/react-vite';
import { onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Componentes/Skeleton',
  tags: ['one-width'],
  component: Skeleton,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { width: '100%', height: '1em' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Paragraph: Story = { args: { lines: 3 } };
export const Phone: Story = { ...Paragraph, decorators: [onPhone] };
export const Picture: Story = { args: { width: 320, height: 180, radius: 'var(--radius-lg)' } };
