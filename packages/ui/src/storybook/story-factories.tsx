import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios, type ScenarioName } from '@mare/mocks';
import { expectValues, fillForm, findFormAlert, findToast } from './story-helpers.ts';
import { pendingRequest, recordAuthRequests } from './network.ts';

type PlayContext = { canvasElement: HTMLElement };

/** The error catalogue's texts for the scenarios that produce them, written out once. */
export const CATALOGUE = {
  invalidCredentials: 'Credenciais inválidas. Verifique seu email e senha.',
  emailNotConfirmed: 'Por favor, confirme seu email antes de fazer login.',
  emailAddressInvalid: 'Endereço de email inválido.',
  rateLimited: 'Muitas tentativas de login. Tente novamente em alguns minutos.',
  userAlreadyExists: 'Um usuário com este email já está cadastrado.',
  invalidEmail: 'Por favor, insira um email válido.',
  weakPassword: 'A senha deve ter pelo menos 6 caracteres.',
  signupDisabled: 'Cadastro temporariamente desabilitado.',
} as const satisfies Partial<Record<ScenarioName, string>>;

/** Story factory for one form: each catalogue scenario shows its exact text. */
export const catalogueStories =
  (form: { values: Record<string, string>; submit: string }) =>
  (scenario: keyof typeof CATALOGUE): StoryObj =>
    scenarioErrorStory({ scenario, ...form, message: CATALOGUE[scenario] });

/** The password toggle: shows what was typed, says it is pressed, and hides it again. */
export function showsPasswordStory(): StoryObj {
  return {
    play: async ({ canvasElement }: PlayContext) => {
      const canvas = within(canvasElement);
      await fillForm(canvasElement, { Senha: 'segredo' });
      const password = canvas.getByLabelText('Senha', { selector: 'input' });
      await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
      await expect(password).toHaveAttribute('type', 'text');
      await expect(password).toHaveValue('segredo');
      await expect(canvas.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
      await expect(password).toHaveAttribute('type', 'password');
      await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    },
  };
}

/**
 * A story where one backend operation answers with a scenario: the person fills the form,
 * submits, and sees `message` both as a toast and beside the form — with what they typed kept.
 */
export function scenarioErrorStory(options: {
  scenario: ScenarioName;
  values: Record<string, string>;
  submit: string;
  message: string;
}): StoryObj {
  return {
    parameters: { msw: { handlers: { scenario: scenarios[options.scenario] } } },
    play: async ({ canvasElement }: PlayContext) => {
      await fillForm(canvasElement, options.values);
      await userEvent.click(within(canvasElement).getByRole('button', { name: options.submit }));
      await expect(await findToast(canvasElement, options.message)).toBeVisible();
      await findFormAlert(canvasElement, options.message);
      await expectValues(canvasElement, options.values);
    },
  };
}

/** A story frozen in the pending state: the form's request (`method path`, POST by default) never answers. */
export function pendingStory(options: {
  values: Record<string, string>;
  submit: string;
  pendingLabel: string;
  path: string;
  method?: 'post' | 'put' | 'patch';
}): StoryObj {
  return {
    parameters: { msw: { handlers: pendingRequest(options.method ?? 'post', options.path) } },
    play: async ({ canvasElement }: PlayContext) => {
      await fillForm(canvasElement, options.values);
      await userEvent.click(within(canvasElement).getByRole('button', { name: options.submit }));
      const button = await within(canvasElement).findByRole('button', {
        name: options.pendingLabel,
      });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAttribute('aria-busy', 'true');
      // The keyboard user stays on the button while waiting.
      await expect(button).toHaveFocus();
    },
  };
}

/** Submitting with empty or malformed fields shows each field's message and sends nothing. */
export function fieldErrorsStory(options: {
  values: Record<string, string>;
  submit: string;
  errors: Record<string, string>;
}): StoryObj {
  return {
    play: async ({ canvasElement }: PlayContext) => {
      const canvas = within(canvasElement);
      await fillForm(canvasElement, options.values);
      const requests = recordAuthRequests();
      try {
        await userEvent.click(canvas.getByRole('button', { name: options.submit }));
        for (const [label, message] of Object.entries(options.errors)) {
          const field = canvas.getByLabelText(label, { selector: 'input, select' });
          await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
          await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
        }
        const [firstLabel] = Object.keys(options.errors);
        if (firstLabel) {
          await waitFor(() =>
            expect(canvas.getByLabelText(firstLabel, { selector: 'input, select' })).toHaveFocus(),
          );
        }
        // Validation runs before any request: the server never saw the bad values. A request
        // would leave a moment after the click (the backend loads first): give it that moment.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await expect(requests.sent).toEqual([]);
      } finally {
        requests.stop();
      }
      await expectValues(canvasElement, options.values);
    },
  };
}
