import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_CLOSED, keepRegistered, type MessageTarget } from './keep-registered.ts';

type Listener = (event: unknown) => unknown;

/**
 * MSW's own worker script (the one the demo serves), run in a stand-in service worker scope with
 * one demo page: `page` is the page's handle on the worker, as `navigator.serviceWorker` gives it.
 */
function mswWorkerWithOnePage() {
  const listeners = new Map<string, Listener>();
  const unregister = vi.fn(async () => true);
  const client = {
    id: 'page-1',
    frameType: 'top-level',
    postMessage: vi.fn((message: { type: string }) => void message),
  };
  const scope = {
    registration: { unregister },
    clients: {
      get: async (id: string) => (id === client.id ? client : undefined),
      matchAll: async () => [client],
      claim: async () => undefined,
    },
  };
  runInNewContext(
    readFileSync(new URL('../public/mockServiceWorker.js', import.meta.url), 'utf8'),
    {
      self: scope,
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
      crypto,
      Symbol,
      // Only for the answer to the page (sendToClient); nothing is sent back on it here.
      MessageChannel: class {
        port1 = {};
        port2 = {};
      },
    },
  );
  const received: Promise<unknown>[] = [];
  const page: MessageTarget = {
    postMessage: (data: unknown) => {
      received.push(Promise.resolve(listeners.get('message')?.({ data, source: client })));
    },
  };
  return { page, unregister, client, settled: () => Promise.all(received) };
}

describe('keepRegistered', () => {
  it("is needed: MSW's worker unregisters itself when its last page says it closed", async () => {
    const msw = mswWorkerWithOnePage();
    msw.page.postMessage('MOCK_ACTIVATE');
    msw.page.postMessage(CLIENT_CLOSED);
    await msw.settled();
    expect(msw.unregister).toHaveBeenCalledOnce();
  });

  it('keeps the worker registered when the only demo page goes away', async () => {
    const msw = mswWorkerWithOnePage();
    keepRegistered(msw.page);
    msw.page.postMessage('MOCK_ACTIVATE');
    msw.page.postMessage(CLIENT_CLOSED);
    await msw.settled();
    expect(msw.unregister).not.toHaveBeenCalled();
    // The other messages still reach it: the page was activated.
    expect(msw.client.postMessage.mock.calls.map(([message]) => message.type)).toEqual([
      'MOCKING_ENABLED',
    ]);
  });

  it('passes every other message through', () => {
    const postMessage = vi.fn();
    const worker: MessageTarget = { postMessage };
    keepRegistered(worker);
    worker.postMessage('KEEPALIVE_REQUEST');
    worker.postMessage(CLIENT_CLOSED);
    expect(postMessage.mock.calls).toEqual([['KEEPALIVE_REQUEST']]);
  });
});
