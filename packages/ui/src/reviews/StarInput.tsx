import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { STAR_WORDS, starsWords } from '@mare/domain';
import { Button } from '../components/Button/Button.tsx';
import { FieldError, fieldStyles } from '../components/Field/Field.tsx';
import { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden.tsx';
import { StarIcon } from './Stars.tsx';
import styles from './reviews.module.css';

/**
 * Stars to choose from, as native radios in a fieldset: arrow keys move between them, each is
 * named "4 estrelas — Bom", and the stars up to the chosen one fill. An optional group can be
 * emptied again ("Limpar").
 */
export function StarInput({
  legend,
  registration,
  value,
  error,
  size = 'lg',
  clear,
}: {
  legend: string;
  registration: UseFormRegisterReturn;
  /** The chosen number of stars, or null. */
  value: number | null;
  error?: string | undefined;
  size?: 'md' | 'lg';
  /** Shown when something is chosen: empties an optional group ("Limpar organização"). */
  clear?: { label: string; onClear: () => void };
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`${fieldStyles.group} ${styles.starGroup}`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={fieldStyles.legend}>{legend}</legend>
      <div className={styles.starRow}>
        <div className={styles.starChoices} data-size={size}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className={styles.starChoice}>
              <input
                type="radio"
                className={styles.starRadio}
                value={String(stars)}
                {...registration}
              />
              <span className={styles.stars} data-size={size} aria-hidden="true">
                <StarIcon fill={value !== null && stars <= value ? 'full' : 'empty'} />
              </span>
              <VisuallyHidden>{`${starsWords(stars)} — ${STAR_WORDS[stars] ?? ''}`}</VisuallyHidden>
            </label>
          ))}
        </div>
        <span className={styles.starWord} aria-hidden="true">
          {value === null ? '' : STAR_WORDS[value]}
        </span>
        {clear && value !== null && (
          <Button type="button" variant="ghost" size="sm" onClick={clear.onClear}>
            {clear.label}
          </Button>
        )}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
