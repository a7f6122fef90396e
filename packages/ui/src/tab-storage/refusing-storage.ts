import type { TabStorage } from './TabStorageContext.tsx';

const refuse = (name: 'SecurityError' | 'QuotaExceededError') => (): never => {
  throw new DOMException(name === 'SecurityError' ? 'Access denied' : 'Quota exceeded', name);
};

/**
 * For tests and stories: a tab storage that refuses every call, as a sandboxed frame's or some
 * private modes' does (and a full one refuses writes).
 */
export const refusingTabStorage = (): TabStorage => ({
  get length(): number {
    return refuse('SecurityError')();
  },
  key: refuse('SecurityError'),
  getItem: refuse('SecurityError'),
  setItem: refuse('QuotaExceededError'),
  removeItem: refuse('SecurityError'),
});
