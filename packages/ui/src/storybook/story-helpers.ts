import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Toasts render in a portal outside the canvas: query the whole document. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Types into labelled fields, in order, as a person would. */
export async function fillForm(canvasElement: HTMLElement, values: Record<string, string>) {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries(values)) {
    // A lazily loaded page can take seconds to show its form on a loaded machine.
    const field = await canvas.findByLabelText(
      label,
      { selector: 'input, select, textarea' },
      { timeout: 10_000 },
    );
    if (field instanceof HTMLSelectElement) await userEvent.selectOptions(field, value);
    else {
      await userEvent.clear(field);
      if (value) await userEvent.type(field, value);
    }
  }
}

/** Nothing the person typed is lost: every labelled field still holds its value. */
export async function expectValues(canvasElement: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(canvasElement).getByLabelText(label, { selector: 'input, select' });
    await expect(field).toHaveValue(value);
  }
}

const notificationsRegion = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('region', { name: /Notificações/ });

/**
 * Waits for the toast holding this text in the notifications region (the live region that
 * announces it) and returns the toast itself, once past its entry animation. sonner fades the
 * content of every toast but the front one while collapsed, so the content of an older toast is
 * hidden as soon as a newer one arrives; the toast (its list item) stays on screen behind it.
 */
export async function findToast(canvasElement: HTMLElement, text: string) {
  const region = await notificationsRegion(canvasElement);
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

/**
 * No toast says `text`. Auth events toast a moment after the call that raised them, so give a
 * late one the time to arrive before saying it did not.
 */
export async function expectNoToast(canvasElement: HTMLElement, text: string) {
  const region = await notificationsRegion(canvasElement);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(within(region).queryByText(text)).toBeNull();
}

/** The form's own message (the `aria-live` text beside it) that includes `text`. */
export async function findFormAlert(canvasElement: HTMLElement, text: string) {
  const alert = await within(canvasElement).findByText(
    (_, element) => element?.tagName === 'P' && Boolean(element.textContent?.includes(text)),
    {},
    { timeout: 10_000 },
  );
  await expect(alert.closest('[aria-live]')).not.toBeNull();
  await expect(alert).toBeVisible();
  return alert;
}

/** A page's h1 once it shows: pages behind a lazy chunk or a session check take a while. */
export function findPageHeading(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 10_000 });
}

/**
 * Arrived on a page once its h1 has the focus (pages take it in an effect after showing). Queries
 * run again on each try: the page may mount more than once on the way (lazy chunk, session).
 */
export async function arrive(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await findPageHeading(canvasElement, name);
  await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name })).toHaveFocus());
  return canvas.getByRole('heading', { level: 1, name });
}

/**
 * A labelled input once every part of the page has loaded (no "Carregando…" left): the parts
 * above a form change the page's height, so a last frame taken before they land sits elsewhere.
 */
export async function findSettledField(canvasElement: HTMLElement, label: string) {
  const field = await within(canvasElement).findByLabelText(
    label,
    { selector: 'input' },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(within(canvasElement).queryAllByText(/^Carregando/)).toHaveLength(0), {
    timeout: 10_000,
  });
  return field;
}
