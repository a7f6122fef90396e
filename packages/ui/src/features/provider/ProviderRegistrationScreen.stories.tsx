import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  fieldErrorsStory,
  fillForm,
  pendingStory,
  catalogueStories,
  appMeta,
} from '../../storybook/index.ts';
import { ProviderRegistrationScreen } from './ProviderRegistrationScreen.tsx';

const meta = {
  title: 'Telas/Parceiro/Cadastro',
  component: ProviderRegistrationScreen,
  ...appMeta,
  parameters: { route: '/service-provider-registration' },
} satisfies Meta<typeof ProviderRegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const business = {
  'Nome do negócio': 'Trilhas do Sancho',
  'Tipo de serviço': 'guia',
  'Número do Cadastur': '27123456789',
  WhatsApp: '(81) 98765-4321',
  Cidade: 'Fernando de Noronha',
  'Nome do responsável': 'Iara Souza',
  Email: 'iara@mare.example',
  Senha: 'mergulho-22',
};
const submit = 'Cadastrar meu negócio';

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Cadastro de parceiro' }),
    ).toBeVisible();
    const types = canvas.getByLabelText('Tipo de serviço', { selector: 'select' });
    await expect(
      within(types)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Escolha uma opção',
      'Guia de turismo',
      'Transfer',
      'Restaurante',
      'Hospedagem',
      'Passeio',
    ]);
    // No standard token fits a Cadastur number: "on" lets the browser offer what was typed before.
    await expect(
      canvas.getByLabelText('Número do Cadastur', { selector: 'input' }),
    ).toHaveAttribute('autocomplete', 'on');
  },
};

export const FieldErrors: Story = fieldErrorsStory({
  values: {
    ...business,
    'Tipo de serviço': '',
    'Número do Cadastur': '123',
    WhatsApp: '9999',
    Email: '',
  },
  submit,
  errors: {
    'Tipo de serviço': 'Escolha o tipo de serviço.',
    'Número do Cadastur': 'O número do Cadastur tem 11 dígitos (somente números).',
    WhatsApp: 'Informe o WhatsApp com DDD, como (21) 98765-4321.',
    Email: 'Informe seu email.',
  },
}) as Story;

export const Pending: Story = pendingStory({
  path: '/auth/v1/signup',
  values: business,
  submit,
  pendingLabel: 'Enviando cadastro...',
}) as Story;

const catalogueError = catalogueStories({ values: business, submit });

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
    await fillForm(canvasElement, business);
    await userEvent.click(within(canvasElement).getByRole('button', { name: submit }));
    await expect(
      await within(canvasElement).findByRole('status', {}, { timeout: 10_000 }),
    ).toHaveTextContent('iara@mare.example');
  },
};
