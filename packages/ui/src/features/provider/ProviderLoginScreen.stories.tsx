import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  STORY_ACCOUNTS,
  STORY_PASSWORD,
  fieldErrorsStory,
  fillForm,
  pendingStory,
  catalogueStories,
  showsPasswordStory,
  appMeta,
} from '../../storybook/index.ts';
import { ProviderLoginScreen } from './ProviderLoginScreen.tsx';

const meta = {
  title: 'Telas/Parceiro/Entrar',
  component: ProviderLoginScreen,
  ...appMeta,
  parameters: { route: '/service-provider-login' },
} satisfies Meta<typeof ProviderLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = 'Entrar como parceiro';
const credentials = { Email: STORY_ACCOUNTS.provider, Senha: STORY_PASSWORD };
const catalogueError = catalogueStories({ values: credentials, submit });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Área do parceiro' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cadastre seu negócio' })).toHaveAttribute(
      'href',
      '/service-provider-registration',
    );
  },
};

export const ShowsPassword: Story = showsPasswordStory() as Story;

export const FieldErrors: Story = fieldErrorsStory({
  values: { Email: '', Senha: '' },
  submit,
  errors: { Email: 'Informe seu email.', Senha: 'Informe sua senha.' },
}) as Story;

export const Pending: Story = pendingStory({
  path: '/auth/v1/token',
  values: credentials,
  submit,
  pendingLabel: 'Entrando...',
}) as Story;

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

export const SuccessOpensProviderDashboard: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, { Email: STORY_ACCOUNTS.provider, Senha: STORY_PASSWORD });
    await userEvent.click(within(canvasElement).getByRole('button', { name: submit }));
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: 'Painel do parceiro' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
