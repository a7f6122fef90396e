import { Link, useSearchParams } from 'react-router-dom';
import {
  checkEmail,
  checkPassword,
  checkRequired,
  collectErrors,
  type AccountType,
} from '@mare/domain';
import { FormAlert, PasswordField, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { PATHS, SIGN_UP_PROFILE } from '../../routes.ts';
import { AuthCard } from './AuthCard.tsx';
import { SignUpDone } from './SignUpDone.tsx';
import { useSignUp } from './useSignUp.ts';
import styles from './auth.module.css';

const ACCOUNT_CHOICES: ReadonlyArray<{ value: AccountType; label: string }> = [
  { value: 'user', label: 'Quero conhecer praias e passeios' },
  { value: 'boat_owner', label: 'Tenho um barco e ofereço passeios' },
];

export function SignUpScreen() {
  const [params] = useSearchParams();
  // The home page's call to boat owners opens the form with their choice made.
  const accountType: AccountType =
    params.get(SIGN_UP_PROFILE.param) === SIGN_UP_PROFILE.boatOwner ? 'boat_owner' : 'user';
  const form = useForm({ nome: '', cidade: '', email: '', password: '', accountType });
  const { signUp, awaitingConfirmation } = useSignUp(form.setMessage);

  const onSubmit = form.handleSubmit(
    (values) =>
      collectErrors({
        nome: checkRequired(values.nome, 'Informe seu nome.'),
        cidade: checkRequired(values.cidade, 'Informe sua cidade.'),
        email: checkEmail(values.email),
        password: checkPassword(values.password, { forNewPassword: true }),
      }),
    (values) =>
      signUp({
        email: values.email.trim(),
        password: values.password,
        nome: values.nome.trim(),
        fullName: values.nome.trim(),
        cidade: values.cidade.trim(),
        accountType: values.accountType as AccountType,
      }),
  );

  return (
    <AuthCard
      title="Criar conta"
      intro={<p>Leva menos de um minuto. Você recebe um email para confirmar o cadastro.</p>}
      footer={
        <p>
          Já tem conta? <Link to={PATHS.signIn}>Entrar</Link>
        </p>
      }
    >
      {awaitingConfirmation ? (
        <SignUpDone {...awaitingConfirmation} />
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField label="Nome" autoComplete="name" {...form.field('nome')} />
          <TextField label="Cidade" autoComplete="address-level2" {...form.field('cidade')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.field('email')}
          />
          <PasswordField
            label="Senha"
            autoComplete="new-password"
            hint="Pelo menos 6 caracteres."
            {...form.field('password')}
          />
          <fieldset className={styles.fieldset}>
            <legend>Como você vai usar a Maré?</legend>
            {ACCOUNT_CHOICES.map((choice) => (
              <label key={choice.value} className={styles.choice}>
                <input
                  type="radio"
                  name="accountType"
                  value={choice.value}
                  checked={form.values.accountType === choice.value}
                  onChange={form.field('accountType').onChange}
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
          <SubmitButton pending={form.pending} pendingLabel="Criando conta...">
            Criar conta
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}

export default SignUpScreen;
