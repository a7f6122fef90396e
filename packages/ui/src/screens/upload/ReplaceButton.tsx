import { useId, useState } from 'react';
import {
  checkReplacement,
  STORAGE_SUCCESS,
  storageFailureMessage,
  UPLOAD_ACCEPT,
  type StoredFile,
} from '@mare/domain';
import type { Report } from './notice.ts';
import type { useFileActions } from './useFileActions.ts';
import styles from './upload.module.css';

/**
 * Replaces the stored bytes with a file the person chooses (same name, same type). A failed
 * replacement keeps the chosen file so it can be sent again without choosing it twice.
 */
export function ReplaceButton({
  file,
  replace,
  report,
}: {
  file: StoredFile;
  replace: ReturnType<typeof useFileActions>['replace'];
  report: Report;
}) {
  const inputId = useId();
  const [failed, setFailed] = useState<File | null>(null);

  const send = async (chosen: File) => {
    const check = checkReplacement(chosen, file.name);
    if (!check.ok) {
      setFailed(null);
      report({ text: check.message, tone: 'error' });
      return;
    }
    try {
      await replace.mutateAsync({ blob: chosen, type: check.type });
      setFailed(null);
      report({ text: STORAGE_SUCCESS.replaced(file.name), tone: 'success' });
    } catch (error) {
      setFailed(chosen);
      report({ text: storageFailureMessage('replace', error, file.name), tone: 'error' });
    }
  };

  return (
    <>
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_ACCEPT}
        className={styles.visuallyHidden}
        disabled={replace.isPending}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void send(chosen);
        }}
      />
      <label htmlFor={inputId} className={styles.actionLabel}>
        {replace.isPending ? 'Substituindo...' : 'Substituir'}{' '}
        <span className={styles.visuallyHidden}>{file.name}</span>
      </label>
      {failed && !replace.isPending && (
        <button type="button" onClick={() => void send(failed)}>
          Tentar substituir de novo <span className={styles.visuallyHidden}>{file.name}</span>
        </button>
      )}
    </>
  );
}
