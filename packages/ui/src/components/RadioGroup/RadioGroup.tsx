import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldError, fieldStyles } from '../Field/Field.tsx';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupProps {
  /** One ref for every radio: react-hook-form keeps them as one field. */
  ref?: Ref<HTMLInputElement>;
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  /** Controlled choice; leave out with `register` (react-hook-form sets `checked`). */
  value?: string;
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: string | undefined;
  disabled?: boolean;
}

/** Native radios in a fieldset: arrow keys move between them, the legend names the group. */
export function RadioGroup({
  ref,
  name,
  legend,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  error,
  disabled,
}: RadioGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={fieldStyles.group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={fieldStyles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={fieldStyles.choice}>
          <input
            ref={ref}
            type="radio"
            className={fieldStyles.choiceInput}
            name={name}
            value={option.value}
            {...(value === undefined
              ? { defaultChecked: defaultValue === option.value }
              : { checked: value === option.value })}
            onChange={onChange}
            onBlur={onBlur}
          />
          <span className={fieldStyles.choiceText}>
            <span>{option.label}</span>
            {option.hint && <span className={fieldStyles.hint}>{option.hint}</span>}
          </span>
        </label>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
