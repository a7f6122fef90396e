import { Link, useSearchParams } from 'react-router-dom';
import type { AccountType } from '@mare/domain';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import {
  FormAlert,
  SubmitButton,
  TextField,
  emailField,
  newPasswordField,
  requiredText,
  TEXT_LIMITS,
  useZodForm,
  z,
} from '../../forms/index.ts';
import { PATHS, SIGN_UP_PROFILE } from '../../routes.ts';
import { AuthCard } from '../../auth-forms/AuthCard.tsx';
import { SignUpDone } from '../../auth-forms/SignUpDone.tsx';
import { personOf, useSignUp } from '../../auth-forms/useSignUp.ts';
import { CredentialFields } from '../../auth-forms/CredentialFields.tsx';
import styles from '../../auth-forms/auth-forms.module.css';

const signUpSchema = z.object({
  nome: requiredText('Informe seu nome.', TEXT_LIMITS.name),
  cidade: requiredText('Informe sua cidade.', TEXT_LIMITS.city),
  email: emailField,
  password: newPasswordField,
  accountType: z.enum(['user', 'boat_owner']),
});

const ACCOUNT_CHOICES: ReadonlyArray<{ value: AccountType; label: string }> = [
  { value: 'user', label: 'Quero conhecer praias e passeios' },
  { value: 'boat_owner', label: 'Tenho um barco e ofereço passeios' },
];

export function SignUpScreen() {
  const [params] = useSearchParams();
  // The home page's call to boat owners opens the form with their choice made.
  const accountType: AccountType =
    params.get(SIGN_UP_PROFILE.param) === SIGN_UP_PROFILE.boatOwner ? 'boat_owner' : 'user';
  const form = useZodForm(signUpSchema, { accountType });
  const { signUp, awaitingConfirmation } = useSignUp(form.setMessage);

  const onSubmit = form.submit((values) =>
    signUp({
      ...personOf(values),
      accountType: values.accountType,
    }),
  );

  return (
    <AuthCard
      title="Criar conta"
      intro={
        <p className={styles.introText}>
          Leva menos de um minuto. Você recebe um email para confirmar o cadastro.
        </p>
      }
      footer={
        <p>
          Já tem conta?{' '}
          <Link to={PATHS.signIn} className={styles.link}>
            Entrar
          </Link>
        </p>
      }
    >
      {awaitingConfirmation ? (
        <SignUpDone {...awaitingConfirmation} />
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField label="Nome" autoComplete="name" {...form.field('nome')} />
          <TextField label="Cidade" autoComplete="address-level2" {...form.field('cidade')} />
          <CredentialFields field={form.field} password="new-password" />
          <RadioGroup
            legend="Como você vai usar a Maré?"
            options={ACCOUNT_CHOICES}
            defaultValue={accountType}
            {...form.register('accountType')}
          />
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
