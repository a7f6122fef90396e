import { checkRequired, collectErrors, type Profile } from '@mare/domain';
import { FormAlert, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { RetryAlert } from '../../components/RetryAlert/RetryAlert.tsx';
import { PageFallback } from '../../layout/PageFallback.tsx';
import { useProfile, useUpdateProfile } from './useProfile.ts';
import styles from './dashboard.module.css';

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm({
    nome: profile.nome,
    cidade: profile.cidade,
    telefone: profile.telefone ?? '',
    bio: profile.bio ?? '',
  });

  const onSubmit = form.handleSubmit(
    (values) =>
      collectErrors({
        nome: checkRequired(values.nome, 'Informe seu nome.'),
        cidade: checkRequired(values.cidade, 'Informe sua cidade.'),
      }),
    async (values) => {
      try {
        await update.mutateAsync({
          nome: values.nome.trim(),
          full_name: values.nome.trim(),
          cidade: values.cidade.trim(),
          telefone: values.telefone.trim() || null,
          bio: values.bio.trim() || null,
        });
        form.setMessage({ text: 'Perfil atualizado com sucesso!', tone: 'success' });
      } catch (error) {
        form.setMessage({ text: (error as Error).message, tone: 'error' });
      }
    },
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="perfil-titulo">
      <TextField label="Nome" autoComplete="name" {...form.field('nome')} />
      <TextField label="Cidade" autoComplete="address-level2" {...form.field('cidade')} />
      <TextField
        label="Telefone ou WhatsApp"
        type="tel"
        autoComplete="tel"
        {...form.field('telefone')}
      />
      <TextField label="Sobre você" {...form.field('bio')} />
      <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
      <SubmitButton pending={form.pending} pendingLabel="Salvando...">
        Salvar perfil
      </SubmitButton>
    </form>
  );
}

/** The signed-in person's profile, editable. */
export function ProfilePanel() {
  const profile = useProfile();
  return (
    <section className={styles.panel} aria-labelledby="perfil-titulo">
      <h2 id="perfil-titulo">Seu perfil</h2>
      {profile.isPending ? (
        <PageFallback label="Carregando seu perfil..." />
      ) : profile.isError ? (
        <RetryAlert
          message={`${profile.error.message}. Verifique sua conexão e tente novamente.`}
          retrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </section>
  );
}
