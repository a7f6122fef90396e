import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Toasts render in a portal outside the canvas: query the whole document. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Types into labelled fields, in order, as a person would. */
export async function fillForm(canvasElement: HTMLElement, values: Record<string, string>) {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries(values)) {
    const field = await canvas.findByLabelText(label, { selector: 'input, select, textarea' });
    if (field instanceof HTMLSelectElement) await userEvent.selectOptions(field, value);
    else {
      await userEvent.clear(field);
      if (value) await userEvent.type(field, value);
    }
  }
}

/** Waits for a toast with this text in the notifications region, past its entry animation. */
export async function findToast(canvasElement: HTMLElement, text: string) {
  const region = await page(canvasElement).findByRole('region', { name: /Notificações/ });
  const toast = await within(region).findByText(text, {}, { timeout: 10_000 });
  await waitFor(() => expect(toast).toBeVisible());
  return toast;
}
