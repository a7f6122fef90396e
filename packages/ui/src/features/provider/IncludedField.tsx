import { useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SERVICE_INCLUDED_LIMITS } from '@mare/domain';
import { Button } from '../../components/Button/Button.tsx';
import { fieldStyles } from '../../components/Field/Field.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import styles from './provider.module.css';

/**
 * "O que está incluído": one line per item, added and removed in place (up to 12). A new line
 * takes the focus; removing one gives it to "Adicionar item".
 */
export function IncludedField({
  lines,
  onAdd,
  onRemove,
  register,
  errorOf,
}: {
  lines: readonly { id: string }[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  register: (index: number) => UseFormRegisterReturn;
  errorOf: (index: number) => string | undefined;
}) {
  const addButton = useRef<HTMLButtonElement>(null);
  const full = lines.length >= SERVICE_INCLUDED_LIMITS.items;
  return (
    <fieldset className={fieldStyles.group}>
      <legend className={fieldStyles.legend}>O que está incluído (opcional)</legend>
      <p className={styles.muted}>
        Um item por linha, como “Água mineral” ou “Fotos do passeio”. Até{' '}
        {SERVICE_INCLUDED_LIMITS.items} itens de {SERVICE_INCLUDED_LIMITS.length} caracteres.
      </p>
      {lines.length > 0 && (
        <ul className={styles.lines}>
          {lines.map((line, index) => (
            <li key={line.id} className={styles.line}>
              <TextField
                label={`Item ${index + 1}`}
                fieldClassName={styles.lineField}
                error={errorOf(index)}
                {...register(index)}
              />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  onRemove(index);
                  addButton.current?.focus();
                }}
              >
                Remover<VisuallyHidden> o item {index + 1}</VisuallyHidden>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button ref={addButton} variant="secondary" size="sm" disabled={full} onClick={onAdd}>
          Adicionar item
        </Button>
      </div>
    </fieldset>
  );
}
