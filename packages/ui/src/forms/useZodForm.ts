import { useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/v4/core';

export interface FormMessage {
  text: string;
  tone: 'error' | 'success' | 'info';
}

export type ZodForm<Schema extends z.$ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<Schema>,
  unknown,
  z.output<Schema>
> & {
  pending: boolean;
  message: FormMessage | null;
  setMessage: (message: FormMessage | null) => void;
  submit: (
    action: (values: z.output<Schema>) => Promise<void>,
  ) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
  errorOf: (name: string) => string | undefined;
  /** `register(name)` plus the field's message: spread onto a TextField and the like. */
  field: (name: Path<z.input<Schema>>) => FieldRegistration;
};

export type FieldRegistration = UseFormRegisterReturn & { error: string | undefined };

/**
 * react-hook-form with a zod schema, as every form here uses it:
 * - fields are uncontrolled and registered without default values, so what a person typed into a
 *   prerendered form before its scripts ran is read from the inputs when they register;
 * - on an invalid submit the first invalid field takes the focus, and nothing typed is cleared;
 * - `message` is the form-level answer (FormAlert); `submit` ignores a second submit in flight.
 */
export function useZodForm<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues?: DefaultValues<z.input<Schema>>,
): ZodForm<Schema> {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    shouldFocusError: true,
    ...(defaultValues ? { defaultValues } : {}),
  });
  const [message, setMessage] = useState<FormMessage | null>(null);
  // A second Enter before the re-render must not send the request twice.
  const inFlight = useRef(false);

  const submit =
    (action: (values: z.output<Schema>) => Promise<void>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      if (inFlight.current) {
        event.preventDefault();
        return;
      }
      inFlight.current = true;
      try {
        await form.handleSubmit(
          async (values) => {
            setMessage(null);
            await action(values);
          },
          () => setMessage(null),
        )(event);
      } finally {
        inFlight.current = false;
      }
    };

  /** The pt-BR message of one field, for its `error` prop. */
  const errorOf = (name: string): string | undefined => {
    const error = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[
      name
    ];
    return typeof error?.message === 'string' ? error.message : undefined;
  };

  const field = (name: Path<z.input<Schema>>): FieldRegistration => ({
    ...form.register(name),
    error: errorOf(name),
  });

  return {
    ...form,
    field,
    pending: form.formState.isSubmitting,
    message,
    setMessage,
    submit,
    errorOf,
  };
}
