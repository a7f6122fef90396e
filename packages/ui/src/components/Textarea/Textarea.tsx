import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, fieldStyles, useFieldIds, type FieldProps } from '../Field/Field.tsx';

export interface TextareaProps
  extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
  name: string;
}

export function Textarea({
  label,
  hint,
  error,
  fieldClassName,
  className,
  rows = 4,
  ...textarea
}: TextareaProps) {
  const ids = useFieldIds(hint, error);
  return (
    <Field {...ids} label={label} hint={hint} error={error} fieldClassName={fieldClassName}>
      <textarea
        rows={rows}
        className={[fieldStyles.control, fieldStyles.multiline, className]
          .filter(Boolean)
          .join(' ')}
        {...ids.controlProps}
        {...textarea}
      />
    </Field>
  );
}
