import { AUTH_MESSAGES } from '@mare/domain';
import type { FormMessage } from '../forms/index.ts';

/**
 * Runs a dashboard form's save and puts its answer beside the form (the mutation toasts it too):
 * the spec's success text, or the failure's pt-BR message. What was typed stays in the fields.
 */
export async function saveWithMessage(
  save: () => Promise<unknown>,
  setMessage: (message: FormMessage) => void,
): Promise<void> {
  try {
    await save();
    setMessage({ text: AUTH_MESSAGES.profileUpdateSuccess, tone: 'success' });
  } catch (error) {
    setMessage({ text: (error as Error).message, tone: 'error' });
  }
}
