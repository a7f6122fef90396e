import type { InputHTMLAttributes, Ref } from 'react';
import { Field, fieldStyles, useFieldIds, type FieldProps } from '../Field/Field.tsx';

export interface TextFieldProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
  name: string;
}

/**
 * A labelled input; its hint and error are tied to it for screen readers. Takes react-hook-form's
 * `register(...)` as is (name, ref, onChange, onBlur).
 */
export function TextField({
  label,
  hint,
  error,
  fieldClassName,
  className,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <Field {...ids} label={label} hint={hint} error={error} fieldClassName={fieldClassName}>
      <input
        type="text"
        className={[fieldStyles.control, className].filter(Boolean).join(' ')}
        {...ids.controlProps}
        {...input}
      />
    </Field>
  );
}
