/**
 * What MSW's page sends its service worker on `beforeunload`, and what the worker does with it
 * (mocks/public/mockServiceWorker.js): when no other window it controls is left, it unregisters
 * itself.
 */
export const CLIENT_CLOSED = 'CLIENT_CLOSED';

/** The part of a ServiceWorker this needs (the page's handle on MSW's worker). */
export interface MessageTarget {
  postMessage(message: unknown, ...rest: never[]): void;
}

/**
 * Keeps demo mode's service worker registered when a page goes away. A reload or a full page
 * load in the only demo tab made MSW's worker unregister itself while the next page loaded: that
 * page then started uncontrolled (MSW reloads it), and a tab opened meanwhile could stay
 * uncontrolled for good, its requests to the demo's same-origin project answered by the static
 * server's app shell instead of the mock backend. Every demo page needs the worker, so its
 * registration is kept: `CLIENT_CLOSED` is not sent (a closed page's id left in the worker's set
 * of active clients only matches requests from that page, which sends none). Other messages
 * (MOCK_ACTIVATE, KEEPALIVE_REQUEST, …) go through unchanged.
 */
export function keepRegistered(worker: MessageTarget): void {
  const post = worker.postMessage.bind(worker);
  worker.postMessage = (message: unknown, ...rest: never[]) => {
    if (message === CLIENT_CLOSED) return;
    post(message, ...rest);
  };
}
