import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_MESSAGES, SIGN_OUT_REDIRECT_MS } from '@mare/domain';
import { outage, scenarios } from '@mare/mocks';
import {
  STORY_ACCOUNTS,
  arrive,
  STORY_PASSWORD,
  expectValues,
  fieldErrorsStory,
  fillForm,
  findFormAlert,
  findToast,
  pendingStory,
  findPageHeading,
  appMeta,
} from '../../storybook/index.ts';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';

const meta = {
  title: 'Telas/Conta/Recuperar senha',
  component: ForgotPasswordScreen,
  ...appMeta,
  parameters: { route: '/auth/esqueci-senha' },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = 'Enviar link';
const sameAnswer =
  'Se existir uma conta com este email, você receberá um link para redefinir sua senha.';

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Esqueci minha senha' }),
    ).toBeVisible();
  },
};

export const FieldErrors: Story = fieldErrorsStory({
  values: { Email: 'sem-arroba' },
  submit,
  errors: { Email: 'Informe um email válido, como nome@exemplo.com.' },
}) as Story;

export const Pending: Story = pendingStory({
  path: '/auth/v1/recover',
  values: { Email: STORY_ACCOUNTS.visitor },
  submit,
  pendingLabel: 'Enviando...',
}) as Story;

/** Known and unknown emails get the same answer, so nobody can probe for accounts. */
const requestFor = (email: string): Story => ({
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, { Email: email });
    await userEvent.click(within(canvasElement).getByRole('button', { name: submit }));
    await expect(await findToast(canvasElement, sameAnswer)).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Email', { selector: 'input' })).toHaveValue(
      email,
    );
  },
});

export const KnownEmail: Story = requestFor(STORY_ACCOUNTS.visitor);
export const UnknownEmail: Story = requestFor('ninguem@mare.example');

export const NewPasswordLinkExpired: Story = {
  parameters: { route: '/auth/nova-senha' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Link expirado' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/auth/esqueci-senha',
    );
  },
};

export const NewPasswordForm: Story = {
  parameters: { route: '/auth/nova-senha', signedInAs: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Criar nova senha' }),
    ).toBeVisible();
    await fillForm(canvasElement, {
      'Nova senha': 'mar-calmo-9',
      'Confirme a nova senha': 'mar-calmo-8',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(
      canvas.getByLabelText('Confirme a nova senha', { selector: 'input' }),
    ).toHaveAccessibleDescription('As senhas não coincidem.');
    await fillForm(canvasElement, { 'Confirme a nova senha': 'mar-calmo-9' });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: /Praias brasileiras/ },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

const newPassword = 'mar-calmo-9';
const saveNewPassword = 'Salvar nova senha';
/** The new-password screen as the recovery link leaves it: signed in for this one step. */
const onNewPasswordScreen = { route: '/auth/nova-senha', signedInAs: 'visitor' } as const;

export const NewPasswordPending: Story = {
  ...pendingStory({
    method: 'put',
    path: '/auth/v1/user',
    values: { 'Nova senha': newPassword, 'Confirme a nova senha': newPassword },
    submit: saveNewPassword,
    pendingLabel: 'Salvando...',
  }),
  parameters: {
    ...onNewPasswordScreen,
    msw: { handlers: { scenario: [outage('pending', 'authUpdateUser')] } },
  },
} as Story;

/** The server refuses the new password: its reason as a toast and beside the form, both fields kept. */
const newPasswordRefused = (
  password: string,
  message: string,
  handlers: HttpHandler[] = [],
): Story => ({
  parameters: { ...onNewPasswordScreen, msw: { handlers: { scenario: handlers } } },
  play: async ({ canvasElement }) => {
    const values = { 'Nova senha': password, 'Confirme a nova senha': password };
    await arrive(canvasElement, 'Criar nova senha');
    await fillForm(canvasElement, values);
    await userEvent.click(within(canvasElement).getByRole('button', { name: saveNewPassword }));
    await expect(await findToast(canvasElement, message)).toBeVisible();
    await expect(await findFormAlert(canvasElement, message)).toHaveTextContent(message);
    await expectValues(canvasElement, values);
  },
});

/** The backend's own rule: the current password cannot be the new one. */
export const NewPasswordSameAsCurrent: Story = newPasswordRefused(
  STORY_PASSWORD,
  'A nova senha deve ser diferente da senha atual.',
);

/** The server's leaked-password check (weak_password, reason pwned). */
export const NewPasswordLeaked: Story = newPasswordRefused(
  newPassword,
  'Esta senha apareceu em um vazamento de dados. Escolha outra senha.',
  scenarios.leakedPassword,
);

export const NewPasswordServiceUnavailable: Story = newPasswordRefused(
  newPassword,
  AUTH_MESSAGES.serviceUnavailable,
  [outage(503, 'authUpdateUser')],
);

/** forgot password → demo mailbox → recovery link → new password → signed in with it */
export const RecoveryThroughDemoMailbox: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const email = STORY_ACCOUNTS.visitor;

    await step('Ask for a recovery link', async () => {
      await arrive(canvasElement, 'Esqueci minha senha');
      await fillForm(canvasElement, { Email: email });
      await userEvent.click(canvas.getByRole('button', { name: submit }));
      await expect(await findToast(canvasElement, sameAnswer)).toBeVisible();
    });

    await step('Open the link from the demo mailbox', async () => {
      const footer = canvas.getByRole('contentinfo');
      await userEvent.click(
        within(footer).getByRole('link', { name: 'Abrir a caixa de entrada de teste' }),
      );
      await arrive(canvasElement, 'Caixa de entrada de teste');
      await waitFor(() => expect(canvas.getByText(email)).toBeVisible());
      await userEvent.click(await canvas.findByRole('button', { name: 'Redefinir minha senha' }));
    });

    await step('Choose the new password', async () => {
      await arrive(canvasElement, 'Criar nova senha');
      await fillForm(canvasElement, {
        'Nova senha': newPassword,
        'Confirme a nova senha': newPassword,
      });
      await userEvent.click(canvas.getByRole('button', { name: saveNewPassword }));
      await expect(await findToast(canvasElement, 'Senha atualizada com sucesso!')).toBeVisible();
      await expect(
        await findPageHeading(canvasElement, 'Praias brasileiras e passeios de barco'),
      ).toBeVisible();
    });

    await step('Sign in with it', async () => {
      const header = canvas.getByRole('banner');
      await userEvent.click(await within(header).findByRole('button', { name: 'Sair' }));
      await findToast(canvasElement, 'Logout realizado com sucesso');
      // Sign-out goes home after 500 ms (spec §4): leave only after that, or it would follow us.
      await new Promise((resolve) => setTimeout(resolve, SIGN_OUT_REDIRECT_MS + 100));
      await userEvent.click(
        await within(header).findByRole('link', { name: 'Entrar' }, { timeout: 10_000 }),
      );
      await arrive(canvasElement, 'Entrar');
      await fillForm(canvasElement, { Email: email, Senha: newPassword });
      await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
      await expect(await findToast(canvasElement, 'Login realizado com sucesso!')).toBeVisible();
    });
  },
};
