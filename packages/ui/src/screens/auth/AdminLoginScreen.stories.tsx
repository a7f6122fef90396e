import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mare/mocks';
import { AppRoutes } from '../../app/AppRoutes.tsx';
import {
  STORY_ACCOUNTS,
  STORY_PASSWORD,
  backendLoader,
  fillForm,
  findToast,
  pendingStory,
  scenarioErrorStory,
  withApp,
} from '../../storybook/index.ts';
import { AdminLoginScreen } from './AdminLoginScreen.tsx';

const meta = {
  title: 'Screens/Auth/AdminLogin',
  component: AdminLoginScreen,
  render: () => <AppRoutes />,
  loaders: [backendLoader],
  decorators: [withApp],
  parameters: { route: '/admin/login' },
} satisfies Meta<typeof AdminLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = 'Entrar na administração';
const signInAs =
  (email: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await fillForm(canvasElement, { Email: email, Senha: STORY_PASSWORD });
    await userEvent.click(within(canvasElement).getByRole('button', { name: submit }));
  };

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Administração' }),
    ).toBeVisible();
  },
};

export const Pending: Story = pendingStory({
  path: '/auth/v1/token',
  values: { Email: STORY_ACCOUNTS.admin, Senha: STORY_PASSWORD },
  submit,
  pendingLabel: 'Entrando...',
}) as Story;

export const WrongPassword: Story = scenarioErrorStory({
  scenario: 'invalidCredentials',
  values: { Email: STORY_ACCOUNTS.admin, Senha: STORY_PASSWORD },
  submit,
  message: 'Falha na autenticação',
}) as Story;

export const NotAnAdmin: Story = {
  play: async (context) => {
    await signInAs(STORY_ACCOUNTS.boatOwner)(context);
    await expect(
      await findToast(context.canvasElement, 'Você não tem permissões administrativas'),
    ).toBeVisible();
    await expect(within(context.canvasElement).getByRole('link', { name: 'Entrar' })).toBeVisible();
  },
};

export const AdminSignsIn: Story = {
  play: async (context) => {
    await signInAs(STORY_ACCOUNTS.admin)(context);
    await expect(
      await within(context.canvasElement).findByRole(
        'heading',
        { level: 1, name: 'Painel administrativo' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const MasterAdminBootstrap: Story = {
  parameters: { msw: { handlers: { scenario: scenarios.masterWithoutRole } } },
  play: async (context) => {
    await signInAs(STORY_ACCOUNTS.master)(context);
    await expect(
      await within(context.canvasElement).findByRole(
        'heading',
        { level: 1, name: 'Painel administrativo' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
