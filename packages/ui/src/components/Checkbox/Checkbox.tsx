import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError, fieldStyles, useFieldIds } from '../Field/Field.tsx';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  ref?: Ref<HTMLInputElement>;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A native checkbox (so `register` and typing before hydration just work) with its label. */
export function Checkbox({ label, hint, error, className, ...input }: CheckboxProps) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldStyles.choice}>
        <input
          type="checkbox"
          className={fieldStyles.choiceInput}
          {...ids.controlProps}
          {...input}
        />
        <span className={fieldStyles.choiceText}>
          <span>{label}</span>
          {hint && (
            <span id={ids.hintId} className={fieldStyles.hint}>
              {hint}
            </span>
          )}
        </span>
      </label>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
