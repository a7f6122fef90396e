export { TextField } from '../components/TextField/TextField.tsx';
export { PasswordField } from '../components/PasswordField/PasswordField.tsx';
export { SelectField } from '../components/SelectField/SelectField.tsx';
export { FormAlert } from '../components/FormAlert/FormAlert.tsx';
export { SubmitButton } from './SubmitButton.tsx';
export { useZodForm, type FieldRegistration, type FormMessage } from './useZodForm.ts';
export * from './schemas.ts';
