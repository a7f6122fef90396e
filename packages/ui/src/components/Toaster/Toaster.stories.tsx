import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toast as sonnerToast } from 'sonner';
import { TOAST } from '@mare/domain';
import { Toaster, CLOSE_TOAST_LABEL } from './Toaster.tsx';
import { showToast } from './toasts.ts';

/**
 * Buttons that raise the toasts the product really shows, so each story can trigger them. Toasts
 * stay until closed unless a story asks for the real timer: a frame must not depend on whether
 * the play and axe took more than 4 s. sonner loads after the page (Toaster.tsx): the buttons raise
 * their toasts as the code every page loads does, once the Toaster listens.
 */
function ToastPlayground({ duration = Infinity }: { duration?: number }) {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <button
        type="button"
        onClick={() => showToast((toast) => toast.success('Login realizado com sucesso!'))}
      >
        Simular login
      </button>
      <button
        type="button"
        onClick={() => showToast((toast) => toast.info('Você foi desconectado'))}
      >
        Simular desconexão
      </button>
      <button
        type="button"
        onClick={() =>
          showToast((toast) => toast.error('Credenciais inválidas. Verifique seu email e senha.'))
        }
      >
        Simular erro
      </button>
      <Toaster duration={duration} />
    </div>
  );
}

const meta = {
  title: 'Componentes/Toaster',
  component: Toaster,
  render: () => <ToastPlayground />,
  parameters: { layout: 'padded' },
  afterEach: () => {
    sonnerToast.dismiss();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const toastItem = (text: string, canvasElement: HTMLElement) =>
  page(canvasElement)
    .findByText(text)
    .then((node) => node.closest('li') as HTMLLIElement);

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('region', { name: /Notificações/ }),
    ).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('listitem')).not.toBeInTheDocument();
  },
};

/** sonner's own mobile layout (styles in sonner 1.7): full width below 600 px, 16 px margins. */
const SONNER_MOBILE_QUERY = '(max-width: 600px)';
const SONNER_MOBILE_OFFSET_PX = 16;

/** The spec's 356 px toast at desktop widths; on a phone sonner's full-width layout. */
export const SuccessAtTopRight: Story = {
  // The visual run plays it at each width, so both layouts are checked.
  tags: ['play-each-width'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simular login' }));
    const item = await toastItem('Login realizado com sucesso!', canvasElement);
    await expect(item).toHaveAttribute('data-type', 'success');
    await expect(item).toHaveAttribute('data-y-position', 'top');
    await expect(item).toHaveAttribute('data-x-position', 'right');
    const box = item.getBoundingClientRect();
    const view = canvasElement.ownerDocument.defaultView as Window;
    if (view.matchMedia(SONNER_MOBILE_QUERY).matches) {
      // Below sonner's breakpoint the toast spans the screen, inside its 16 px side margins.
      const viewport = canvasElement.ownerDocument.documentElement.clientWidth;
      await expect(box.left).toBe(SONNER_MOBILE_OFFSET_PX);
      await expect(box.width).toBe(viewport - 2 * SONNER_MOBILE_OFFSET_PX);
    } else {
      await expect(box.width).toBe(TOAST.widthPx);
    }
  },
};

export const InfoWithPortugueseCloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Simular desconexão' }),
    );
    const item = await toastItem('Você foi desconectado', canvasElement);
    await expect(item).toHaveAttribute('data-type', 'info');
    const close = await within(item).findByRole('button', { name: CLOSE_TOAST_LABEL });
    await userEvent.click(close);
    await waitFor(() =>
      expect(page(canvasElement).queryByText('Você foi desconectado')).not.toBeInTheDocument(),
    );
  },
};

export const AtMostThreeVisibleWithFourteenPixelGap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Simular login', 'Simular desconexão', 'Simular erro', 'Simular login']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    const list = await waitFor(() => {
      const items = page(canvasElement).getAllByRole('listitem');
      expect(items).toHaveLength(4);
      return items;
    });
    const visible = list.filter((item) => item.getAttribute('data-visible') === 'true');
    await expect(visible).toHaveLength(TOAST.visibleToasts);
    const toaster = list[0]?.closest('ol');
    await expect(toaster?.style.getPropertyValue('--gap')).toBe(`${TOAST.gapPx}px`);
  },
};

export const DismissesItselfAfterFourSeconds: Story = {
  render: () => <ToastPlayground duration={TOAST.durationMs} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simular erro' }));
    const started = performance.now();
    const text = 'Credenciais inválidas. Verifique seu email e senha.';
    await toastItem(text, canvasElement);
    await waitFor(() => expect(page(canvasElement).queryByText(text)).not.toBeInTheDocument(), {
      timeout: TOAST.durationMs + 2_000,
      interval: 100,
    });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(TOAST.durationMs);
  },
};

/** Drags a toast sideways slowly, so only the distance (not the flick speed) can dismiss it. */
async function slowSwipeRight(item: HTMLElement, distancePx: number) {
  const box = item.getBoundingClientRect();
  const start = { clientX: box.left + 40, clientY: box.top + box.height / 2 };
  const pointer = { bubbles: true, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  item.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, ...start, buttons: 1 }));
  item.dispatchEvent(
    new PointerEvent('pointermove', {
      ...pointer,
      ...start,
      clientX: start.clientX + 2,
      buttons: 1,
    }),
  );
  await pause(50);
  item.dispatchEvent(
    new PointerEvent('pointermove', {
      ...pointer,
      ...start,
      clientX: start.clientX + distancePx,
      buttons: 1,
    }),
  );
  await pause(400);
  item.dispatchEvent(
    new PointerEvent('pointerup', { ...pointer, ...start, clientX: start.clientX + distancePx }),
  );
}

export const SwipeShorterThanThresholdKeepsToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simular login' }));
    const item = await toastItem('Login realizado com sucesso!', canvasElement);
    await slowSwipeRight(item, TOAST.swipeThresholdPx - 5);
    await expect(item).toHaveAttribute('data-removed', 'false');
    await expect(page(canvasElement).getByText('Login realizado com sucesso!')).toBeVisible();
  },
};

export const SwipePastThresholdDismissesToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simular login' }));
    const item = await toastItem('Login realizado com sucesso!', canvasElement);
    await slowSwipeRight(item, TOAST.swipeThresholdPx + 5);
    await waitFor(() =>
      expect(
        page(canvasElement).queryByText('Login realizado com sucesso!'),
      ).not.toBeInTheDocument(),
    );
  },
};
