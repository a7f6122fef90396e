import { describe, expect, it } from 'vitest';
import { preconnectTag } from './preconnect-plugin.ts';

describe('preconnectTag', () => {
  it('opens the connection to the backend origin only, with credentials mode', () => {
    expect(preconnectTag('https://abc.supabase.co/rest/v1')).toEqual({
      tag: 'link',
      attrs: { rel: 'preconnect', href: 'https://abc.supabase.co', crossorigin: '' },
      injectTo: 'head',
    });
  });

  it('keeps a local port', () => {
    expect(preconnectTag('http://127.0.0.1:54321').attrs).toMatchObject({
      href: 'http://127.0.0.1:54321',
    });
  });
});
