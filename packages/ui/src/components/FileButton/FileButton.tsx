import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '../Button/Button.tsx';
import styles from './FileButton.module.css';

export interface FileButtonProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'onChange' | 'size'
> {
  ref?: Ref<HTMLInputElement>;
  /** What the button says ("Escolher imagens"); it labels the file input. */
  children: ReactNode;
  onFiles: (files: File[]) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * Chooses files with the browser's own picker: a real file input (keyboard, screen readers and
 * drag-and-drop onto it all work) whose label is drawn as a Button.
 */
export function FileButton({
  children,
  onFiles,
  variant = 'secondary',
  size = 'md',
  ...input
}: FileButtonProps) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        type="file"
        className={styles.input}
        {...input}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so choosing the same file again (after an error) still counts as a choice.
          event.target.value = '';
          onFiles(files);
        }}
      />
      <label htmlFor={id} className={buttonClassName({ variant, size, className: styles.label })}>
        {children}
      </label>
    </>
  );
}
