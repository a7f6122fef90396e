import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../supabase-client.ts';
import { clearStoredAuthTokens, hasStoredAuthToken, isAuthTokenKey } from './tokens.ts';

describe('clearStoredAuthTokens', () => {
  it('removes every sb-*-auth-token key and keeps everything else', () => {
    const storage = createMemoryStorage();
    storage.setItem('sb-mare-demo-auth-token', '{}');
    storage.setItem('theme', 'dark');
    storage.setItem('sb-other-project-auth-token', '{}');
    storage.setItem('sb-mare-demo-auth-token-code-verifier', 'v');
    storage.setItem('mare.demo.v1', '{}');

    expect(clearStoredAuthTokens(storage)).toEqual([
      'sb-mare-demo-auth-token',
      'sb-other-project-auth-token',
    ]);
    expect([...Array(storage.length).keys()].map((index) => storage.key(index))).toEqual([
      'theme',
      'sb-mare-demo-auth-token-code-verifier',
      'mare.demo.v1',
    ]);
  });

  it('does nothing without a storage or without tokens', () => {
    expect(clearStoredAuthTokens(undefined)).toEqual([]);
    const storage = createMemoryStorage();
    storage.setItem('sb--auth-token', 'not a project key');
    expect(clearStoredAuthTokens(storage)).toEqual([]);
    expect(storage.length).toBe(1);
  });
});

describe('hasStoredAuthToken', () => {
  it('sees a stored session of any project, and nothing else', () => {
    const storage = createMemoryStorage();
    expect(hasStoredAuthToken(undefined)).toBe(false);
    expect(hasStoredAuthToken(storage)).toBe(false);
    storage.setItem('sb-mare-demo-auth-token-code-verifier', 'v');
    storage.setItem('theme', 'dark');
    expect(hasStoredAuthToken(storage)).toBe(false);
    storage.setItem('sb-abcdefgh-auth-token', '{}');
    expect(hasStoredAuthToken(storage)).toBe(true);
  });

  it('names the keys a session is kept under', () => {
    expect(isAuthTokenKey('sb-abcdefgh-auth-token')).toBe(true);
    expect(isAuthTokenKey('sb-abcdefgh-auth-token-code-verifier')).toBe(false);
    expect(isAuthTokenKey(null)).toBe(false);
  });
});
