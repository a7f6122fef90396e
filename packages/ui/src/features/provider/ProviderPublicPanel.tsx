import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  checkImageFile,
  hashString,
  mulberry32,
  safeObjectName,
  storageFailureMessage,
  UPLOAD_ACCEPT,
  UPLOADS_BUCKET,
  type ProviderPublicProfile,
} from '@mare/domain';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { fieldStyles } from '../../components/Field/Field.tsx';
import { FileButton } from '../../components/FileButton/FileButton.tsx';
import { Textarea } from '../../components/Textarea/Textarea.tsx';
import { QueryGate, withConnectionHint } from '../../components/QueryGate/QueryGate.tsx';
import { useAuth } from '../../auth/index.ts';
import { useBackend } from '../../backend/index.ts';
import { useClock } from '../../clock/index.ts';
import { FormAlert, TextField, useZodForm } from '../../forms/index.ts';
import { providerPath } from '../../routes.ts';
import { uploadFile } from '../../storage/storage-api.ts';
import { PUBLIC_PROFILE_SAVED, usePublicProfile, useUpdatePublicProfile } from './api/index.ts';
import { BEACH_CHOICES, publicProfileSchema } from './public-profile-form.ts';
import styles from './provider.module.css';

/** Sends one picture to the uploads bucket, in the provider's folder; gives its public address. */
function usePhotoUpload() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const clock = useClock();
  return async (file: File): Promise<string> => {
    if (!user) throw new Error('Entre de novo para enviar a foto.');
    const check = checkImageFile(file);
    if (!check.ok) throw new Error(check.message);
    const random = mulberry32(hashString(`${user.id}:${clock().toISOString()}`));
    const path = `${user.id}/perfil/${safeObjectName(file.name, check.type, random)}`;
    try {
      await uploadFile(supabase, path, file, check.type);
    } catch (failure) {
      throw new Error(storageFailureMessage('upload', failure, file.name));
    }
    return supabase.storage.from(UPLOADS_BUCKET).getPublicUrl(path).data.publicUrl;
  };
}

function PublicProfileForm({ profile }: { profile: ProviderPublicProfile }) {
  const update = useUpdatePublicProfile();
  const upload = usePhotoUpload();
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const form = useZodForm(publicProfileSchema, {
    about: profile.about,
    photo_url: profile.photo_url ?? '',
    beaches: profile.beaches,
  });
  const photo = form.watch('photo_url');
  const onSubmit = form.submit(async (values) => {
    try {
      await update.mutateAsync(values);
      form.setMessage({ text: PUBLIC_PROFILE_SAVED, tone: 'success' });
    } catch (error) {
      form.setMessage({ text: (error as Error).message, tone: 'error' });
    }
  });
  const onFiles = async ([file]: File[]) => {
    if (!file) return;
    setUploading(true);
    setUploadProblem(null);
    try {
      form.setValue('photo_url', await upload(file), { shouldDirty: true, shouldValidate: true });
    } catch (failure) {
      setUploadProblem((failure as Error).message);
    } finally {
      setUploading(false);
    }
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="pagina-publica-titulo"
    >
      <p className={styles.muted}>
        Sua página: <Link to={providerPath(profile.slug)}>{providerPath(profile.slug)}</Link>. Ela
        aparece para os visitantes depois que a equipe Maré aprova um dos seus serviços.
      </p>
      <Textarea
        label="Sobre (opcional)"
        hint="Conte quem você é, sua experiência e como trabalha. Até 2.000 caracteres."
        rows={5}
        {...form.field('about')}
      />
      <TextField
        label="Foto (endereço da imagem)"
        type="url"
        inputMode="url"
        hint="Cole o endereço de uma foto ou envie uma do seu aparelho."
        {...form.field('photo_url')}
      />
      {typeof photo === 'string' && photo.trim() !== '' && !form.errorOf('photo_url') && (
        <img className={styles.photo} src={photo} alt="Prévia da foto do perfil" />
      )}
      <div className={styles.actions}>
        <FileButton
          accept={UPLOAD_ACCEPT}
          size="sm"
          onFiles={(files) => void onFiles(files)}
          disabled={uploading}
        >
          {uploading ? 'Enviando foto...' : 'Enviar uma foto'}
        </FileButton>
        {typeof photo === 'string' && photo !== '' && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => form.setValue('photo_url', '', { shouldDirty: true })}
          >
            Remover foto
          </Button>
        )}
      </div>
      {uploadProblem && (
        <p role="alert" className={styles.refusal}>
          {uploadProblem}
        </p>
      )}
      <fieldset className={fieldStyles.group}>
        <legend className={fieldStyles.legend}>Praias onde você atende</legend>
        {BEACH_CHOICES.map((beach) => (
          <Checkbox
            key={beach.value}
            label={beach.label}
            value={beach.value}
            {...form.register('beaches')}
          />
        ))}
      </fieldset>
      <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
      <Button type="submit" busy={form.pending} busyLabel="Salvando..." disabled={uploading}>
        Salvar página pública
      </Button>
    </form>
  );
}

/** The provider's public page: about, photo and the beaches served, with its address. */
export function ProviderPublicPanel() {
  return (
    <QueryGate
      variant="panel"
      errorMessage={withConnectionHint}
      id="pagina-publica-titulo"
      title="Sua página pública"
      query={usePublicProfile()}
      loadingLabel="Carregando sua página pública..."
    >
      {(profile) =>
        profile ? (
          <PublicProfileForm profile={profile} />
        ) : (
          <p>
            Não encontramos os dados do seu negócio. Fale com a equipe Maré para completar seu
            cadastro.
          </p>
        )
      }
    </QueryGate>
  );
}
