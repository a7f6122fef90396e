import { useState, type ChangeEvent } from 'react';
import { useLocation } from 'react-router-dom';

/** Marks the navigations a filter form makes, so its page knows which URL changes came from it. */
export const FILTER_NAVIGATION = { filterForm: true } as const;

export const isFilterNavigation = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { filterForm?: unknown }).filterForm === true;

/** A filter field changed: every field of its form, as URL parameters. */
export function formParams(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) {
  const params = new URLSearchParams();
  const form = event.currentTarget.form;
  if (!form) return null;
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.set(name, value);
  }
  return params;
}

/**
 * The key of a page's filter form: it changes when the URL changes from elsewhere (a link,
 * "Limpar filtros"), so the form starts afresh; the form's own changes keep it.
 */
export function useFilterFormKey(): string {
  const location = useLocation();
  const [formKey, setFormKey] = useState(location.key);
  if (!isFilterNavigation(location.state) && formKey !== location.key) setFormKey(location.key);
  return formKey;
}
