import type { TabStorage } from '../../tab-storage/index.ts';

/** Every checkout draft's key starts so; the booking's id follows. */
export const CHECKOUT_DRAFT_PREFIX = 'mare:checkout:';

export const checkoutDraftKey = (bookingId: string) => `${CHECKOUT_DRAFT_PREFIX}${bookingId}`;

export type CheckoutDraft = Record<string, string>;

/**
 * What was typed into one booking's checkout, kept in the tab's storage so a reload or the
 * browser's Back and Forward find it again. Storage may be missing, refuse to be read or be full
 * (quota, private mode): then nothing is kept and the form works as before.
 */
export function checkoutDrafts(storage: TabStorage | null) {
  return {
    /** The draft of `bookingId`, only the `fields` the form has (nothing else is trusted). */
    load(bookingId: string, fields: readonly string[]): CheckoutDraft {
      if (!storage) return {};
      try {
        const parsed: unknown = JSON.parse(storage.getItem(checkoutDraftKey(bookingId)) ?? '{}');
        if (typeof parsed !== 'object' || parsed === null) return {};
        const stored = parsed as Record<string, unknown>;
        const draft: CheckoutDraft = {};
        for (const field of fields) {
          const value = stored[field];
          if (typeof value === 'string') draft[field] = value;
        }
        return draft;
      } catch {
        return {};
      }
    },
    save(bookingId: string, values: Record<string, unknown>): void {
      if (!storage) return;
      const draft = Object.fromEntries(
        Object.entries(values).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      try {
        storage.setItem(checkoutDraftKey(bookingId), JSON.stringify(draft));
      } catch {
        // Full or refused: the form keeps what is on screen; only a reload would lose it.
      }
    },
    /** The booking left 'held' (paid, expired, cancelled): its draft goes. */
    clear(bookingId: string): void {
      try {
        storage?.removeItem(checkoutDraftKey(bookingId));
      } catch {
        // Nothing kept can be removed; nothing to do.
      }
    },
    /** A new booking starts: every earlier checkout's draft goes. */
    clearAll(): void {
      if (!storage) return;
      try {
        const keys: string[] = [];
        for (let i = 0; i < storage.length; i++) {
          const key = storage.key(i);
          if (key?.startsWith(CHECKOUT_DRAFT_PREFIX)) keys.push(key);
        }
        for (const key of keys) storage.removeItem(key);
      } catch {
        // As in clear().
      }
    },
  };
}
