import { useRef, useState, type ChangeEvent, type FormEvent, type RefCallback } from 'react';
import type { FieldErrors } from '@mare/domain';

export interface FormMessage {
  text: string;
  tone: 'error' | 'success' | 'info';
}

/**
 * Values, field errors, pending state and the form-level message of one form.
 * Values are never cleared on failure: nothing a person typed is lost.
 */
export function useForm<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [pending, setPending] = useState(false);
  // A second Enter before the re-render must not send the request twice.
  const inFlight = useRef(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  // A prerendered page shows its form before its scripts run; what the person typed meanwhile is
  // in the inputs, not in the state, when the form hydrates. On mount each input hands it over.
  // One stable callback per field, so React calls it on mount only, not on every render.
  const adopters = useRef(new Map<K, RefCallback<HTMLInputElement | HTMLSelectElement>>());
  const adoptTyped = (name: K) => {
    let adopt = adopters.current.get(name);
    if (!adopt) {
      adopt = (element) => {
        if (!element) return;
        const typed = element.value;
        setValues((previous) =>
          previous[name] === typed ? previous : { ...previous, [name]: typed },
        );
      };
      adopters.current.set(name, adopt);
    }
    return adopt;
  };

  const field = (name: K) => ({
    name,
    ref: adoptTyped(name),
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
  });

  const handleSubmit =
    (
      validate: (values: Record<K, string>) => FieldErrors<K>,
      action: (values: Record<K, string>) => Promise<void>,
    ) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      const form = event.currentTarget;
      const found = validate(values);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        setMessage(null);
        // Wait for the invalid state to render, then take the person to the first problem.
        setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
        return;
      }
      inFlight.current = true;
      setPending(true);
      setMessage(null);
      try {
        await action(values);
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    };

  return { values, errors, pending, message, setMessage, field, handleSubmit };
}
