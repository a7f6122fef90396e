import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Arriving on a page (or on another article in the same route) by a link inside the site, focus
 * moves to its heading so the new page is announced; `key` says when the page changed. A page
 * opened directly (the router's first entry, key "default") keeps the browser's own start, so the
 * first Tab still reaches the skip link.
 */
export function useArrivalFocus<T extends HTMLElement>(key?: string) {
  const ref = useRef<T>(null);
  const location = useLocation();
  // Decided once, on mount: later URL changes on the same page (filters) must not move the focus.
  const [navigatedHere] = useState(() => location.key !== 'default');
  useEffect(() => {
    if (navigatedHere) ref.current?.focus();
  }, [key, navigatedHere]);
  return ref;
}
