export { TextField } from './TextField.tsx';
export { PasswordField } from './PasswordField.tsx';
export { SelectField } from './SelectField.tsx';
export { SubmitButton } from './SubmitButton.tsx';
export { FormAlert } from './FormAlert.tsx';
export { useForm } from './useForm.ts';
