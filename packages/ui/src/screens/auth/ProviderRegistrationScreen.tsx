import { Link } from 'react-router-dom';
import {
  FIELD_MESSAGES,
  checkCadastur,
  checkEmail,
  checkPassword,
  checkRequired,
  checkWhatsapp,
  collectErrors,
  type BusinessType,
} from '@mare/domain';
import {
  FormAlert,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
  useForm,
} from '../../forms/index.ts';
import { PATHS } from '../../routes.ts';
import { AuthCard } from './AuthCard.tsx';
import { SignUpDone } from './SignUpDone.tsx';
import { useSignUp } from './useSignUp.ts';
import styles from './auth.module.css';

const BUSINESS_TYPES: ReadonlyArray<{ value: BusinessType; label: string }> = [
  { value: 'guia', label: 'Guia de turismo' },
  { value: 'transfer', label: 'Transfer' },
  { value: 'restaurante', label: 'Restaurante' },
  { value: 'hospedagem', label: 'Hospedagem' },
  { value: 'passeio', label: 'Passeio' },
];

export function ProviderRegistrationScreen() {
  const form = useForm({
    businessName: '',
    businessType: '',
    cadastur: '',
    whatsapp: '',
    cidade: '',
    nome: '',
    email: '',
    password: '',
  });
  const { signUp, awaitingConfirmation } = useSignUp(form.setMessage);

  const onSubmit = form.handleSubmit(
    (values) =>
      collectErrors({
        businessName: checkRequired(values.businessName, 'Informe o nome do negócio.'),
        businessType: checkRequired(values.businessType, FIELD_MESSAGES.businessTypeRequired),
        cadastur: checkCadastur(values.cadastur),
        whatsapp: checkWhatsapp(values.whatsapp),
        cidade: checkRequired(values.cidade, 'Informe a cidade onde você atende.'),
        nome: checkRequired(values.nome, 'Informe o nome do responsável.'),
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
        accountType: 'service_provider',
        provider: {
          businessName: values.businessName.trim(),
          businessType: values.businessType as BusinessType,
          cadastur: values.cadastur.replace(/\D/g, ''),
          whatsapp: values.whatsapp.trim(),
        },
      }),
  );

  return (
    <AuthCard
      title="Cadastro de parceiro"
      intro={
        <p>
          Guias, transfers, restaurantes, hospedagens e passeios: apareça para quem vem visitar sua
          praia.
        </p>
      }
      footer={
        <p>
          Já é parceiro? <Link to={PATHS.providerLogin}>Entrar na área do parceiro</Link>
        </p>
      }
    >
      {awaitingConfirmation ? (
        <SignUpDone {...awaitingConfirmation} />
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label="Nome do negócio"
            autoComplete="organization"
            {...form.field('businessName')}
          />
          <SelectField
            label="Tipo de serviço"
            options={BUSINESS_TYPES}
            placeholder="Escolha uma opção"
            {...form.field('businessType')}
          />
          {/* No autofill token fits; "on" with the field's name lets the browser offer past entries. */}
          <TextField
            label="Número do Cadastur"
            autoComplete="on"
            inputMode="numeric"
            hint="Registro no Ministério do Turismo, 11 dígitos."
            {...form.field('cadastur')}
          />
          <TextField
            label="WhatsApp"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...form.field('whatsapp')}
          />
          <TextField label="Cidade" autoComplete="address-level2" {...form.field('cidade')} />
          <TextField label="Nome do responsável" autoComplete="name" {...form.field('nome')} />
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
          <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
          <SubmitButton pending={form.pending} pendingLabel="Enviando cadastro...">
            Cadastrar meu negócio
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}

export default ProviderRegistrationScreen;
