import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { onPage } from '../../storybook/story-frames.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/** Words only screen readers get: here the file a "Remover" button acts on. */
const meta = {
  title: 'Componentes/VisuallyHidden',
  tags: ['one-width'],
  component: VisuallyHidden,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  render: () => (
    <p>
      praia-do-forno.png{' '}
      <Button variant="ghost" size="sm">
        Remover <VisuallyHidden>praia-do-forno.png</VisuallyHidden>
      </Button>
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InAButtonName: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Remover praia-do-forno.png',
    });
    const hidden = within(button).getByText('praia-do-forno.png');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
