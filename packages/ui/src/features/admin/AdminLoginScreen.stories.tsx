import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defaultBackend } from '@mare/mocks';
import {
  STORY_ACCOUNTS,
  STORY_PASSWORD,
  expectNoToast,
  expectValues,
  fieldErrorsStory,
  fillForm,
  findFormAlert,
  findToast,
  page,
  pendingStory,
  scenarioErrorStory,
  appMeta,
} from '../../storybook/index.ts';
import { AdminLoginScreen } from './AdminLoginScreen.tsx';

const meta = {
  title: 'Telas/Admin/Entrar',
  component: AdminLoginScreen,
  ...appMeta,
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

export const FieldErrors: Story = fieldErrorsStory({
  values: { Email: 'admin@', Senha: '' },
  submit,
  errors: { Email: 'Informe um email válido, como nome@exemplo.com.', Senha: 'Informe sua senha.' },
}) as Story;

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

/** One toast, the refusal: the sign-in and sign-out it made on the way toast nothing. */
export const NotAnAdmin: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const refusal = 'Você não tem permissões administrativas';
    await signInAs(STORY_ACCOUNTS.boatOwner)(context);
    const toast = await findToast(canvasElement, refusal);
    await expect(toast).toHaveAttribute('data-front', 'true');
    await expect(await findFormAlert(canvasElement, refusal)).toHaveTextContent(refusal);
    await expectNoToast(canvasElement, 'Login realizado com sucesso!');
    await expectNoToast(canvasElement, 'Você foi desconectado');
    await expectValues(canvasElement, { Email: STORY_ACCOUNTS.boatOwner, Senha: STORY_PASSWORD });
    await expect(within(canvasElement).getByRole('link', { name: 'Entrar' })).toBeVisible();
  },
};

/** Greeted once: the quiet sign-in's event adds no second 'Login realizado com sucesso!'. */
export const AdminSignsIn: Story = {
  // Whether its greeting toast is still up at the last frame depends on how long the dashboard
  // took to load (real-time timers): no screenshot.
  tags: ['no-visual'],
  play: async (context) => {
    const greeting = 'Login realizado com sucesso!';
    await signInAs(STORY_ACCOUNTS.admin)(context);
    await expect(await findToast(context.canvasElement, greeting)).toBeVisible();
    // A late event toast would arrive a moment after the first one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(page(context.canvasElement).getAllByText(greeting)).toHaveLength(1);
    await expect(
      await within(context.canvasElement).findByRole(
        'heading',
        { level: 1, name: 'Painel administrativo' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** The master signed up but never signed in as admin: no role row until the bootstrap makes it. */
export const MasterAdminBootstrap: Story = {
  loaders: [
    async () => {
      // The preview resets the mock backend before every story, so this lasts one story.
      await defaultBackend.fixtures.dropMasterRole();
      return {};
    },
  ],
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
