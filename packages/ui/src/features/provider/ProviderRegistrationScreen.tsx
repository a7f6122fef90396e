import { Link } from 'react-router-dom';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  cadasturField,
  emailField,
  newPasswordField,
  requiredText,
  TEXT_LIMITS,
  useZodForm,
  whatsappField,
  z,
} from '../../forms/index.ts';
import { PATHS } from '../../routes.ts';
import { AuthCard } from '../../auth-forms/AuthCard.tsx';
import { SignUpDone } from '../../auth-forms/SignUpDone.tsx';
import { BUSINESS_TYPES, businessTypeField } from '../../dashboard/business-types.ts';
import { personOf, useSignUp } from '../../auth-forms/useSignUp.ts';
import { CredentialFields } from '../../auth-forms/CredentialFields.tsx';
import styles from '../../auth-forms/auth-forms.module.css';

const providerSchema = z.object({
  businessName: requiredText('Informe o nome do negócio.', TEXT_LIMITS.businessName),
  businessType: businessTypeField,
  cadastur: cadasturField,
  whatsapp: whatsappField,
  cidade: requiredText('Informe a cidade onde você atende.', TEXT_LIMITS.city),
  nome: requiredText('Informe o nome do responsável.', TEXT_LIMITS.name),
  email: emailField,
  password: newPasswordField,
});

export function ProviderRegistrationScreen() {
  const form = useZodForm(providerSchema);
  const { signUp, awaitingConfirmation } = useSignUp(form.setMessage);

  const onSubmit = form.submit((values) =>
    signUp({
      ...personOf(values),
      accountType: 'service_provider',
      provider: {
        businessName: values.businessName,
        businessType: values.businessType,
        cadastur: values.cadastur,
        whatsapp: values.whatsapp,
      },
    }),
  );

  return (
    <AuthCard
      title="Cadastro de parceiro"
      intro={
        <p className={styles.introText}>
          Guias, transfers, restaurantes, hospedagens e passeios: apareça para quem vem visitar sua
          praia.
        </p>
      }
      footer={
        <p>
          Já é parceiro?{' '}
          <Link to={PATHS.providerLogin} className={styles.link}>
            Entrar na área do parceiro
          </Link>
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
          <CredentialFields field={form.field} password="new-password" />
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
