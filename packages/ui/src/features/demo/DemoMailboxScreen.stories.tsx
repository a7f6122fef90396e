import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { arrive, fillForm, findToast, findPageHeading, appMeta } from '../../storybook/index.ts';
import { DemoMailboxScreen } from './DemoMailboxScreen.tsx';

const meta = {
  title: 'Telas/Demo/Mailbox',
  component: DemoMailboxScreen,
  ...appMeta,
  parameters: { route: '/demo/caixa-de-entrada' },
} satisfies Meta<typeof DemoMailboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Caixa de entrada de teste' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Nenhum email por enquanto/)).toBeVisible();
  },
};

/** The whole demo journey: sign up, open the confirmation email, land signed in. */
export const SignUpThenConfirm: Story = {
  parameters: { route: '/auth/signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, {
      Nome: 'Caio Praia',
      Cidade: 'Ubatuba',
      Email: 'caio@mare.example',
      Senha: 'ondas-123',
    });
    await userEvent.click(canvas.getByRole('radio', { name: 'Tenho um barco e ofereço passeios' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await userEvent.click(
      await canvas.findByRole('link', { name: 'caixa de entrada de teste' }, { timeout: 10_000 }),
    );
    await arrive(canvasElement, 'Caixa de entrada de teste');
    await waitFor(() => expect(canvas.getByText('caio@mare.example')).toBeVisible());
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirmar meu email' }));
    await expect(await findToast(canvasElement, 'Login realizado com sucesso!')).toBeVisible();
    await expect(await findPageHeading(canvasElement, 'Painel do dono de barco')).toBeVisible();
  },
};
