import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppRoutes } from '../../app/AppRoutes.tsx';
import {
  STORY_ACCOUNTS,
  backendLoader,
  fieldErrorsStory,
  fillForm,
  findToast,
  pendingStory,
  withApp,
} from '../../storybook/index.ts';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';

const meta = {
  title: 'Screens/Auth/PasswordRecovery',
  component: ForgotPasswordScreen,
  render: () => <AppRoutes />,
  loaders: [backendLoader],
  decorators: [withApp],
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
