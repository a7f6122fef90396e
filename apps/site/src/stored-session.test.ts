import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@mare/domain';
import { storedSession } from './stored-session.ts';

describe('storedSession', () => {
  it('is present only while supabase-js keeps a session', () => {
    const storage = createMemoryStorage();
    const session = storedSession(storage, new EventTarget() as unknown as Window);
    expect(session.present()).toBe(false);
    storage.setItem('sb-mare-auth-token-code-verifier', 'v');
    expect(session.present()).toBe(false);
    storage.setItem('sb-mare-auth-token', '{}');
    expect(session.present()).toBe(true);
  });

  it("calls back when another tab writes a session's key, until unsubscribed", () => {
    const events = new EventTarget();
    const session = storedSession(createMemoryStorage(), events as unknown as Window);
    const onChange = vi.fn();
    const unsubscribe = session.subscribe(onChange);
    const storageEvent = (key: string | null) =>
      Object.assign(new Event('storage'), { key }) as StorageEvent;
    events.dispatchEvent(storageEvent('theme'));
    expect(onChange).not.toHaveBeenCalled();
    events.dispatchEvent(storageEvent('sb-mare-auth-token'));
    events.dispatchEvent(storageEvent(null));
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    events.dispatchEvent(storageEvent('sb-mare-auth-token'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
