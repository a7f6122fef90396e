import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPage } from '../../storybook/story-frames.tsx';
import { Spinner } from './Spinner.tsx';

/** The ring busy buttons and loading states show; the words beside it say what is happening. */
const meta = {
  title: 'Componentes/Spinner',
  tags: ['one-width'],
  component: Spinner,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  render: () => (
    <p aria-busy="true">
      <Spinner /> Carregando passeios...
    </p>
  ),
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from screen readers, which hear the text and the busy state instead. */
export const BesideItsLabel: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Carregando passeios...');
    await expect(text).toHaveAttribute('aria-busy', 'true');
    await expect(text.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
