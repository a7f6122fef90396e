import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { findPageHeading, appMeta } from '../../storybook/index.ts';
import { PATHS } from '../../routes.ts';
import MyBookingsScreen from './MyBookingsScreen.tsx';

const meta = {
  title: 'Telas/Reserva/Minhas reservas',
  component: MyBookingsScreen,
  ...appMeta,
  parameters: { route: PATHS.myBookings, signedInAs: 'visitor' },
} satisfies Meta<typeof MyBookingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vera's bookings by status: waiting for payment, confirmed, done, cancelled. */
export const ByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Minhas reservas');
    for (const group of ['Aguardando pagamento', 'Confirmadas', 'Realizadas', 'Canceladas'])
      await expect(
        await canvas.findByRole('heading', { level: 2, name: new RegExp(`^${group}`) }),
      ).toBeVisible();
    const cancelled = canvas.getByRole('region', { name: /^Canceladas/ });
    await expect(
      within(cancelled).getByText(/Saída cancelada pelo operador: Mar fechado pela Capitania/),
    ).toBeVisible();
  },
};

/** No booking yet: what to do next. */
export const Empty: Story = {
  parameters: { signedInAs: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Você ainda não tem reservas' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** The list cannot be read: the reason and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { scenario: [outage(503, 'rpcMyBookings')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** Signed out: the login guard sends the person to sign in, remembering where they were going. */
export const SignedOut: Story = {
  parameters: { signedInAs: null },
  play: async ({ canvasElement }) => {
    await expect(await findPageHeading(canvasElement, 'Entrar')).toBeVisible();
  },
};
