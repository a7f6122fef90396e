import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

/** A date picked with the browser's own calendar; the value is `aaaa-mm-dd`. */
export function DateField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField {...props} type="date" />;
}
