import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  arrive as arriveAt,
  backendLoader,
  fillForm,
  findToast,
  withApp,
  findPageHeading,
} from '../storybook/index.ts';
import { AppRoutes } from './AppRoutes.tsx';

const meta = {
  title: 'Fluxos/Conta',
  component: AppRoutes,
  loaders: [backendLoader],
  decorators: [withApp],
  parameters: { route: '/' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const account = {
  Nome: 'Rita Maré',
  Cidade: 'Paraty',
  Email: 'rita@mare.example',
  Senha: 'veleiro-42',
};

/** sign-up → confirmation through the demo mailbox → sign-in → dashboard → profile edit → sign-out */
export const SignUpConfirmSignInEditSignOut: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const header = await canvas.findByRole('banner');
    const h1 = (name: string) => findPageHeading(canvasElement, name);
    // A page reached by a link focuses its h1 after it shows: wait for that before typing, or the
    // heading takes the focus from the field being filled.
    const arrive = (name: string) => arriveAt(canvasElement, name);
    const signOut = async () => {
      await userEvent.click(await within(header).findByRole('button', { name: 'Sair' }));
      // Sign-out lands on the home page after 500 ms.
      await h1('Praias brasileiras e passeios de barco');
    };

    // Below 768 px the header keeps its links in the menu.
    // The account links appear once the session is known, so wait for the link or the menu.
    const headerLink = async (name: string) => {
      const inline = await waitFor(
        () => {
          const link = within(header).queryByRole('link', { name });
          if (link) return link;
          if (within(header).queryByRole('button', { name: 'Menu' })) return null;
          throw new Error(`The header shows neither "${name}" nor its menu yet`);
        },
        { timeout: 10_000 },
      );
      if (inline) return inline;
      await userEvent.click(within(header).getByRole('button', { name: 'Menu' }));
      const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Menu',
      });
      return within(menu).findByRole('link', { name });
    };

    await step('Sign up as a boat owner', async () => {
      await userEvent.click(await headerLink('Criar conta'));
      await arrive('Criar conta');
      await fillForm(canvasElement, account);
      await userEvent.click(
        canvas.getByRole('radio', { name: 'Tenho um barco e ofereço passeios' }),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    });

    await step('Confirm through the demo mailbox', async () => {
      const mailboxLink = await canvas.findByRole(
        'link',
        { name: 'caixa de entrada de teste' },
        { timeout: 10_000 },
      );
      await userEvent.click(mailboxLink);
      await h1('Caixa de entrada de teste');
      await userEvent.click(await canvas.findByRole('button', { name: 'Confirmar meu email' }));
      await arrive('Painel do dono de barco');
      await expect(await findToast(canvasElement, 'Login realizado com sucesso!')).toBeVisible();
      await signOut();
    });

    await step('Sign in and land on the dashboard', async () => {
      await userEvent.click(
        await within(header).findByRole('link', { name: 'Entrar' }, { timeout: 10_000 }),
      );
      await arrive('Entrar');
      await fillForm(canvasElement, { Email: account.Email, Senha: account.Senha });
      await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
      await arrive('Painel do dono de barco');
    });

    await step('Edit the profile', async () => {
      const city = await canvas.findByLabelText(
        'Cidade',
        { selector: 'input' },
        { timeout: 10_000 },
      );
      await expect(city).toHaveValue('Paraty');
      await fillForm(canvasElement, { Cidade: 'Angra dos Reis' });
      await userEvent.click(canvas.getByRole('button', { name: 'Salvar perfil' }));
      await expect(await findToast(canvasElement, 'Perfil atualizado com sucesso!')).toBeVisible();
    });

    await step('Sign out', async () => {
      await signOut();
      await expect(within(header).getByRole('link', { name: 'Entrar' })).toBeVisible();
    });
  },
};
