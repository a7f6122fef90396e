import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defaultBackend } from '@mare/mocks';
import {
  fieldErrorsStory,
  fillForm,
  findToast,
  pendingStory,
  catalogueStories,
  findPageHeading,
  appMeta,
} from '../../storybook/index.ts';
import { SignUpScreen } from './SignUpScreen.tsx';

const meta = {
  title: 'Telas/Conta/Cadastro',
  component: SignUpScreen,
  ...appMeta,
  parameters: { route: '/auth/signup' },
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const newPerson = {
  Nome: 'Marina Costa',
  Cidade: 'Niterói',
  Email: 'marina@mare.example',
  Senha: 'onda-azul-7',
};
const submit = 'Criar conta';
const catalogueError = catalogueStories({ values: newPerson, submit });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Criar conta' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Senha', { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(
      canvas.getByRole('radio', { name: 'Quero conhecer praias e passeios' }),
    ).toBeChecked();
  },
};

export const FieldErrors: Story = fieldErrorsStory({
  values: { Nome: '', Cidade: '', Email: 'marina', Senha: '123' },
  submit,
  errors: {
    Nome: 'Informe seu nome.',
    Cidade: 'Informe sua cidade.',
    Email: 'Informe um email válido, como nome@exemplo.com.',
    Senha: 'A senha deve ter pelo menos 6 caracteres.',
  },
}) as Story;

export const Pending: Story = pendingStory({
  path: '/auth/v1/signup',
  values: newPerson,
  submit,
  pendingLabel: 'Criando conta...',
}) as Story;
export const UserAlreadyExists: Story = catalogueError('userAlreadyExists') as Story;
export const InvalidEmail: Story = {
  ...catalogueError('invalidEmail'),
  tags: ['data-variant'],
} as Story;
export const WeakPassword: Story = {
  ...catalogueError('weakPassword'),
  tags: ['data-variant'],
} as Story;
export const SignupDisabled: Story = {
  ...catalogueError('signupDisabled'),
  tags: ['data-variant'],
} as Story;

export const ConfirmationEmailSent: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, newPerson);
    await userEvent.click(within(canvasElement).getByRole('button', { name: submit }));
    await expect(
      await findToast(
        canvasElement,
        'Cadastro realizado! Verifique seu email para confirmar sua conta.',
      ),
    ).toBeVisible();
    const status = await within(canvasElement).findByRole('status', {}, { timeout: 10_000 });
    await expect(status).toHaveTextContent('marina@mare.example');
    await expect(
      within(status).getByRole('link', { name: 'caixa de entrada de teste' }),
    ).toBeVisible();
  },
};

export const ExistingConfirmedEmail: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, { ...newPerson, Email: 'visitante@mare.example' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: submit }));
    await expect(
      await findToast(canvasElement, 'Um usuário com este email já está cadastrado.'),
    ).toBeVisible();
  },
};

/** A project that confirms sign-ups at once answers with a session: no email to wait for. */
export const SignedUpWithSession: Story = {
  loaders: [
    () => {
      // The preview resets the mock backend before every story, so this lasts one story.
      defaultBackend.settings.autoconfirm = true;
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, newPerson);
    await userEvent.click(canvas.getByRole('radio', { name: 'Tenho um barco e ofereço passeios' }));
    await userEvent.click(canvas.getByRole('button', { name: submit }));
    await expect(await findToast(canvasElement, 'Cadastro realizado com sucesso!')).toBeVisible();
    await expect(await findPageHeading(canvasElement, 'Painel do dono de barco')).toBeVisible();
  },
};
