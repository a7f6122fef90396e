import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectVisibleFocus, onPage, onPhone } from '../../storybook/story-frames.tsx';
import { Button } from './Button.tsx';
import { ButtonSlot } from './ButtonSlot.tsx';

const meta = {
  title: 'Componentes/Button',
  tags: ['one-width'],
  component: Button,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { children: 'Reservar passeio', onClick: fn(), variant: 'primary', size: 'md' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'danger', 'accent'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reservar passeio' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Ver detalhes' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancelar' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Excluir arquivo' } };
/** The call to action on a dark band; the focus ring turns light there. */
export const AccentOnDark: Story = {
  args: { variant: 'accent', children: 'Ler o blog' },
  decorators: [
    (Story) => (
      <div
        data-surface="inverse"
        style={{ background: 'var(--color-surface-inverse)', padding: 24 }}
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expectVisibleFocus(within(canvasElement).getByRole('button'));
  },
};
export const Small: Story = { args: { size: 'sm', children: 'Copiar' } };
export const Large: Story = { args: { size: 'lg', children: 'Pagar com Pix' } };

/** Keyboard focus draws a ring with at least 3:1 contrast against the page. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await expectVisibleFocus(within(canvasElement).getByRole('button'));
  },
};

/** While its request runs: marked busy, keeps the focus and ignores presses. */
export const Busy: Story = {
  args: { busy: true, busyLabel: 'Reservando...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Reservando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** A link that looks like a button (ButtonSlot): it navigates, so it stays an `<a>`. */
export const AsLink: Story = {
  args: { variant: 'secondary' },
  render: ({ variant, size }) => (
    <ButtonSlot variant={variant} size={size}>
      <a href="#passeios">Ver passeios</a>
    </ButtonSlot>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ver passeios' });
    await expect(link).toHaveAttribute('href', '#passeios');
  },
};

export const LongText: Story = {
  args: { children: 'Confirmar a reserva do passeio de escuna pela Ilha do Farol e Prainhas' },
};

export const Phone: Story = {
  args: { fullWidth: true, children: 'Continuar para o pagamento' },
  decorators: [onPhone],
};
