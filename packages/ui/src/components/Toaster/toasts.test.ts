import { afterEach, describe, expect, it, vi } from 'vitest';

const raised = vi.hoisted(() => [] as string[]);
vi.mock('sonner', () => ({ toast: { info: (text: string) => raised.push(text) } }));

const { showToast, toasterListens } = await import('./toasts.ts');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('showToast', () => {
  afterEach(() => {
    raised.length = 0;
  });

  it('holds a toast raised before a Toaster listens, and raises it once one does', async () => {
    showToast((toast) => toast.info('primeiro'));
    await settle();
    expect(raised).toEqual([]);
    const stop = toasterListens();
    await settle();
    expect(raised).toEqual(['primeiro']);
    showToast((toast) => toast.info('segundo'));
    await settle();
    expect(raised).toEqual(['primeiro', 'segundo']);
    stop();
  });

  it('holds toasts again once the last Toaster is gone', async () => {
    const stop = toasterListens();
    stop();
    showToast((toast) => toast.info('depois'));
    await settle();
    expect(raised).toEqual([]);
    const again = toasterListens();
    await settle();
    expect(raised).toEqual(['depois']);
    again();
  });
});
