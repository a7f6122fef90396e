import { checkMaxLength, TEXT_LIMITS, type Profile } from '@mare/domain';
import { Button } from '../components/Button/index.ts';
import { FormAlert, TextField, requiredText, useZodForm, z } from '../forms/index.ts';
import { QueryGate, withConnectionHint } from '../components/QueryGate/QueryGate.tsx';
import { useProfile, useUpdateProfile } from './useProfile.ts';
import { EmailPreferencesPanel } from './EmailPreferencesPanel.tsx';
import { saveWithMessage } from './save-message.ts';
import styles from './dashboard.module.css';

/** Free text that may be left empty (sent as null), within the database's limit. */
const optionalText = (max: number) =>
  z.pipe(
    z.string().check(
      z.superRefine((value: string, context) => {
        const message = checkMaxLength(value, max);
        if (message) context.addIssue({ code: 'custom', message });
      }),
    ),
    z.transform((value: string) => value.trim() || null),
  );

const schema = z.object({
  nome: requiredText('Informe seu nome.', TEXT_LIMITS.name),
  cidade: requiredText('Informe sua cidade.', TEXT_LIMITS.city),
  telefone: optionalText(TEXT_LIMITS.phone),
  bio: optionalText(TEXT_LIMITS.bio),
});

function ProfileForm({ profile, phoneHint }: { profile: Profile; phoneHint?: string }) {
  const update = useUpdateProfile();
  const form = useZodForm(schema, {
    nome: profile.nome,
    cidade: profile.cidade,
    telefone: profile.telefone ?? '',
    bio: profile.bio ?? '',
  });

  const onSubmit = form.submit(async (values) => {
    await saveWithMessage(
      () => update.mutateAsync({ ...values, full_name: values.nome }),
      form.setMessage,
    );
  });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="perfil-titulo"
    >
      <TextField
        label="Nome"
        autoComplete="name"
        error={form.errorOf('nome')}
        {...form.register('nome')}
      />
      <TextField
        label="Cidade"
        autoComplete="address-level2"
        error={form.errorOf('cidade')}
        {...form.register('cidade')}
      />
      <TextField
        label="Telefone ou WhatsApp"
        hint={phoneHint}
        type="tel"
        autoComplete="tel"
        error={form.errorOf('telefone')}
        {...form.register('telefone')}
      />
      <TextField label="Sobre você" error={form.errorOf('bio')} {...form.register('bio')} />
      <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
      <Button type="submit" busy={form.pending} busyLabel="Salvando...">
        Salvar perfil
      </Button>
    </form>
  );
}

/**
 * The signed-in person's profile, editable, and their switch for optional e-mails. `phoneHint` says where else the phone shows (a boat
 * owner's is the WhatsApp of their published tours); `titleClassName` spaces its heading as the
 * page around it does.
 */
export function ProfilePanel({
  phoneHint,
  titleClassName,
}: { phoneHint?: string; titleClassName?: string } = {}) {
  return (
    <>
      <QueryGate
        variant="panel"
        errorMessage={withConnectionHint}
        id="perfil-titulo"
        title="Seu perfil"
        titleClassName={titleClassName}
        query={useProfile()}
        loadingLabel="Carregando seu perfil..."
      >
        {(profile) => <ProfileForm profile={profile} phoneHint={phoneHint} />}
      </QueryGate>
      <EmailPreferencesPanel titleClassName={titleClassName} />
    </>
  );
}
