import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPage } from '../../storybook/story-frames.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Componentes/Tooltip',
  component: Tooltip,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: {
    content: 'Taxa de embarque cobrada no píer: R$ 10,00',
    children: <IconButton label="Sobre a taxa de embarque">ⓘ</IconButton>,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows it too. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Taxa de embarque cobrada no píer');
  },
};
