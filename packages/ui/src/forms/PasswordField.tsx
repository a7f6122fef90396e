import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField.tsx';
import styles from './forms.module.css';

type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle; paste is never blocked. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.passwordWrap}>
      <TextField {...props} type={visible ? 'text' : 'password'} spellCheck={false} />
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? 'Ocultar senha' : 'Mostrar senha'}
      </button>
    </div>
  );
}
