import { expect, waitFor, within } from 'storybook/test';

export const asOwner = (route: string) => ({ route, signedInAs: 'boatOwner' as const });
export const asNewOwner = (route: string) => ({ route, signedInAs: 'newBoatOwner' as const });

export const ESCUNA = 'b0a70000-0000-4000-8000-000000000001';
export const LANCHA = 'b0a70000-0000-4000-8000-000000000002';
export const DRAFT_TOUR = '70a00000-0000-4000-8000-000000000007';
export const PUBLISHED_TOUR = '70a00000-0000-4000-8000-000000000001';

/** A live message (FormAlert) that says `text`, in the page or in a dialog's portal. */
export async function findAlert(canvasElement: HTMLElement, text: string) {
  const body = within(canvasElement.ownerDocument.body);
  const message = await body.findByText(
    (_, element) => element?.tagName === 'P' && Boolean(element.textContent?.includes(text)),
    {},
    { timeout: 10_000 },
  );
  await waitFor(() => expect(message.closest('[aria-live]')).not.toBeNull());
  await expect(message).toBeVisible();
}
