import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, fieldStyles, useFieldIds, type FieldProps } from '../Field/Field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  ref?: Ref<HTMLSelectElement>;
  name: string;
  options: readonly SelectOption[];
  /** The empty first choice ("Escolha..."); leave it out when a choice is always made. */
  placeholder?: string;
}

/** The browser's own select: keyboard, screen readers and phones all know it. */
export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  fieldClassName,
  className,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <Field {...ids} label={label} hint={hint} error={error} fieldClassName={fieldClassName}>
      <select
        className={[fieldStyles.control, className].filter(Boolean).join(' ')}
        {...ids.controlProps}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
