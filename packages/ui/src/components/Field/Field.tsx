import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

export { styles as fieldStyles };

/** What every field takes besides its control's own attributes. */
export interface FieldProps {
  label: ReactNode;
  /** Said before the control is reached: format, rules ("Pelo menos 6 caracteres."). */
  hint?: ReactNode;
  /** The pt-BR message of what is wrong; marks the control invalid. */
  error?: string | undefined;
  /** A class for the whole field (label to error), for the layout that places it. */
  fieldClassName?: string | undefined;
}

/** Ids tying a control to its hint and error, and the ARIA attributes that say so. */
export function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    id,
    hintId,
    errorId,
    controlProps: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  } as const;
}

/** Label, hint, control and error, in reading order. */
export function Field({
  id,
  hintId,
  errorId,
  label,
  hint,
  error,
  fieldClassName,
  children,
}: FieldProps & { id: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={[styles.field, fieldClassName].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The error line of a group (radios, a checkbox), tied by id. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}
