import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import styles from './PasswordField.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle; paste is never blocked. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.wrap}>
      <TextField {...props} type={visible ? 'text' : 'password'} spellCheck={false} />
      <Button
        variant="ghost"
        size="sm"
        className={styles.toggle}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? 'Ocultar senha' : 'Mostrar senha'}
      </Button>
    </div>
  );
}
