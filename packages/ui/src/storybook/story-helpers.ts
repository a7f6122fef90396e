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

/**
 * Waits for the toast holding this text in the notifications region (the live region that
 * announces it) and returns the toast itself, once past its entry animation. sonner fades the
 * content of every toast but the front one while collapsed, so the content of an older toast is
 * hidden as soon as a newer one arrives; the toast (its list item) stays on screen behind it.
 */
export async function findToast(canvasElement: HTMLElement, text: string) {
  const region = await page(canvasElement).findByRole('region', { name: /Notificações/ });
  const content = await within(region).findByText(text, {}, { timeout: 10_000 });
  const toast = content.closest<HTMLElement>('[data-sonner-toast]');
  if (!toast) throw new Error(`"${text}" is in the notifications region but not in a toast`);
  await waitFor(() => {
    expect(toast).toHaveAttribute('data-mounted', 'true');
    expect(toast).toBeVisible();
    // Only the front toast shows its text; an older one may be behind a newer one by now.
    if (toast.getAttribute('data-front') === 'true') expect(content).toBeVisible();
  });
  return toast;
}
