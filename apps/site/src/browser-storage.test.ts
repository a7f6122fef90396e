import { createMemoryStorage } from '@mare/domain';
import { describe, expect, it } from 'vitest';
import { browserStorage } from './browser-storage.ts';

describe('browserStorage', () => {
  it('hands out the browser storage when it answers', () => {
    const storage = createMemoryStorage();
    expect(browserStorage(() => storage)).toBe(storage);
  });

  it.each([
    [
      'reading the property throws',
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    ],
    [
      'the first read throws',
      () => ({
        ...createMemoryStorage(),
        getItem: () => {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      }),
    ],
  ])('falls back to memory when %s', (_case, getStorage) => {
    const storage = browserStorage(getStorage);
    storage.setItem('sb-token', 'x');
    expect(storage.getItem('sb-token')).toBe('x');
    expect(storage.length).toBe(1);
  });
});
