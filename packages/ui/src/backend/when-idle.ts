/**
 * Runs `task` once the page has loaded and the main thread is idle (at most `timeoutMs` after
 * load), so work nobody asked for yet does not compete with the first paint. Returns a cancel.
 */
export function afterLoadWhenIdle(task: () => void, timeoutMs = 1500): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 0);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    onLoad();
    return () => cancelIdle();
  }
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
