import { useState } from 'react';
import { toast } from 'sonner';
import {
  checkImageFile,
  hashString,
  mulberry32,
  safeObjectName,
  storageFailureMessage,
  UPLOAD_ACCEPT,
  UPLOADS_BUCKET,
} from '@mare/domain';
import { Button } from '../../components/Button/index.ts';
import { FileButton } from '../../components/FileButton/index.ts';
import { useAuth } from '../../auth/index.ts';
import { useBackend } from '../../backend/index.ts';
import { useClock } from '../../clock/index.ts';
import { uploadFile } from '../../storage/storage-api.ts';
import styles from './boat-owner.module.css';

/** What a form's save button says while its photos are still uploading. */
export const UPLOADING_LABEL = 'Aguarde o envio das fotos...';

/**
 * Photos of a boat or tour: chosen images go to the uploads bucket under the owner's folder
 * (the storage rules of the file screen apply) and their public addresses join the list.
 */
export function PhotoField({
  label,
  folder,
  value,
  onChange,
  onBusyChange,
  error,
}: {
  label: string;
  folder: string;
  value: string[];
  onChange: (photos: string[]) => void;
  /** Told when uploads start and end: a form saved mid-upload would leave the photos out. */
  onBusyChange?: (busy: boolean) => void;
  error?: string | undefined;
}) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const clock = useClock();
  const [busy, setBusyState] = useState(false);
  const setBusy = (next: boolean) => {
    setBusyState(next);
    onBusyChange?.(next);
  };
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (files: File[]) => {
    if (!user) return;
    setBusy(true);
    setProblem(null);
    const random = mulberry32(hashString(`${user.id}:${clock().toISOString()}:${value.length}`));
    const added: string[] = [];
    for (const file of files) {
      const check = checkImageFile(file);
      if (!check.ok) {
        setProblem(check.message);
        continue;
      }
      const path = `${user.id}/${folder}/${safeObjectName(file.name, check.type, random)}`;
      try {
        await uploadFile(supabase, path, file, check.type);
        added.push(supabase.storage.from(UPLOADS_BUCKET).getPublicUrl(path).data.publicUrl);
      } catch (failure) {
        setProblem(storageFailureMessage('upload', failure, file.name));
      }
    }
    setBusy(false);
    if (added.length) {
      onChange([...value, ...added]);
      toast.success(added.length === 1 ? 'Foto adicionada.' : `${added.length} fotos adicionadas.`);
    }
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      {value.length ? (
        <ul className={styles.photos}>
          {value.map((url, i) => (
            <li key={url}>
              <img className={styles.photo} src={url} alt={`Foto ${i + 1}`} />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(value.filter((p) => p !== url))}
                aria-label={`Remover foto ${i + 1}`}
              >
                Remover
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.meta}>Nenhuma foto ainda.</p>
      )}
      <div className={styles.row}>
        <FileButton
          accept={UPLOAD_ACCEPT}
          multiple
          onFiles={(files) => void add(files)}
          disabled={busy}
        >
          {busy ? 'Enviando fotos...' : 'Adicionar fotos'}
        </FileButton>
      </div>
      {problem || error ? (
        <p role="alert" className={styles.meta}>
          {problem ?? error}
        </p>
      ) : null}
    </fieldset>
  );
}
