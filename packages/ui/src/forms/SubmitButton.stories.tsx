import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onPage } from '../storybook/story-frames.tsx';
import { SubmitButton } from './SubmitButton.tsx';

const onSubmit = fn((event: { preventDefault: () => void }) => event.preventDefault());

/** A form's main button: it says it is busy, and a busy press does not send the form again. */
const meta = {
  title: 'Componentes/SubmitButton',
  tags: ['one-width'],
  component: SubmitButton,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { pending: false, pendingLabel: 'Salvando...', children: 'Salvar perfil' },
  render: (args) => (
    <form aria-label="Perfil" onSubmit={onSubmit}>
      <SubmitButton {...args} />
    </form>
  ),
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar perfil' }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Salvando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};
