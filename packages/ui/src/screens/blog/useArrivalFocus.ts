import { useEffect, useRef } from 'react';

/**
 * Arriving on a page (or on another article in the same route), focus starts at its heading so
 * the page is announced; `key` says when the page changed.
 */
export function useArrivalFocus<T extends HTMLElement>(key?: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}
