import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AUTH_MESSAGES } from '@mare/domain';
import {
  STORY_ACCOUNTS,
  STORY_PASSWORD,
  fieldErrorsStory,
  fillForm,
  findToast,
  pendingStory,
  catalogueStories,
  showsPasswordStory,
  scenarioErrorStory,
  appMeta,
} from '../../storybook/index.ts';
import { SignInScreen } from './SignInScreen.tsx';

const meta = {
  title: 'Telas/Conta/Entrar',
  component: SignInScreen,
  ...appMeta,
  parameters: { route: '/auth/signin' },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const credentials = { Email: STORY_ACCOUNTS.visitor, Senha: STORY_PASSWORD };
const submit = 'Entrar';

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toHaveFocus();
    await expect(canvas.getByLabelText('Email', { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'email',
    );
    await expect(canvas.getByLabelText('Senha', { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  },
};

export const ShowsPassword: Story = showsPasswordStory() as Story;

export const FieldErrors: Story = fieldErrorsStory({
  values: { Email: 'ana@', Senha: '' },
  submit,
  errors: { Email: 'Informe um email válido, como nome@exemplo.com.', Senha: 'Informe sua senha.' },
}) as Story;

export const Pending: Story = pendingStory({
  path: '/auth/v1/token',
  values: credentials,
  submit,
  pendingLabel: 'Entrando...',
}) as Story;

const catalogueError = catalogueStories({ values: credentials, submit });

export const InvalidCredentials: Story = catalogueError('invalidCredentials') as Story;

export const EmailNotConfirmed: Story = {
  ...catalogueError('emailNotConfirmed'),
  tags: ['data-variant'],
} as Story;

export const InvalidEmail: Story = {
  ...catalogueError('emailAddressInvalid'),
  tags: ['data-variant'],
} as Story;

export const TooManyAttempts: Story = {
  ...catalogueError('rateLimited'),
  tags: ['data-variant'],
} as Story;

const outageStory = (
  scenario: 'serverError' | 'badGateway' | 'serviceUnavailable' | 'gatewayTimeout',
) =>
  scenarioErrorStory({
    scenario,
    values: credentials,
    submit,
    message: AUTH_MESSAGES.serviceUnavailable,
  }) as Story;

export const ServerError500: Story = outageStory('serverError');
export const BadGateway502: Story = { ...outageStory('badGateway'), tags: ['data-variant'] };
export const ServiceUnavailable503: Story = {
  ...outageStory('serviceUnavailable'),
  tags: ['data-variant'],
};
export const GatewayTimeout504: Story = {
  ...outageStory('gatewayTimeout'),
  tags: ['data-variant'],
};
export const NetworkDown: Story = {
  ...scenarioErrorStory({
    scenario: 'networkDown',
    values: credentials,
    submit,
    message: AUTH_MESSAGES.networkError,
  }),
  tags: ['data-variant'],
} as Story;

export const WrongPasswordForRealAccount: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, { Email: STORY_ACCOUNTS.visitor, Senha: 'senha-errada' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: submit }));
    await expect(
      await findToast(canvasElement, 'Credenciais inválidas. Verifique seu email e senha.'),
    ).toBeVisible();
  },
};

export const UnconfirmedAccount: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, { Email: STORY_ACCOUNTS.unconfirmed, Senha: STORY_PASSWORD });
    await userEvent.click(within(canvasElement).getByRole('button', { name: submit }));
    await expect(
      await findToast(canvasElement, 'Por favor, confirme seu email antes de fazer login.'),
    ).toBeVisible();
  },
};

export const SuccessGoesToRoleHome: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, { Email: STORY_ACCOUNTS.boatOwner, Senha: STORY_PASSWORD });
    await userEvent.click(within(canvasElement).getByRole('button', { name: submit }));
    await expect(await findToast(canvasElement, 'Login realizado com sucesso!')).toBeVisible();
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: 'Painel do dono de barco' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
