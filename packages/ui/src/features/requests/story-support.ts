import { within } from 'storybook/test';

/** The card of the request whose message is `message`, in the list. */
export async function requestCard(canvasElement: HTMLElement, message: string | RegExp) {
  const text = await within(canvasElement).findByText(message, {}, { timeout: 15_000 });
  const card = text.closest('li');
  if (!card) throw new Error(`no card around "${String(message)}"`);
  return within(card);
}
