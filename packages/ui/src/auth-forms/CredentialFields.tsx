import { PasswordField, TextField, type FieldRegistration } from '../forms/index.ts';

/** Email and password, as every sign-in and sign-up form asks them. */
export function CredentialFields({
  field,
  password,
}: {
  field: (name: 'email' | 'password') => FieldRegistration;
  /** A new account's password shows its rule; signing in uses the saved one. */
  password: 'current-password' | 'new-password';
}) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        {...field('email')}
      />
      <PasswordField
        label="Senha"
        autoComplete={password}
        {...(password === 'new-password' ? { hint: 'Pelo menos 6 caracteres.' } : {})}
        {...field('password')}
      />
    </>
  );
}
