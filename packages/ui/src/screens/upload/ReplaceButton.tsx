import { useEffect, useId, useRef, useState } from 'react';
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
 * The input is disabled while the request runs, which drops the focus; once it settles the focus
 * goes to "Tentar substituir de novo" after a failure, or back to "Substituir" after a success.
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
  const inputRef = useRef<HTMLInputElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // Runs after every render: acts on the first one where the request is over and the controls
  // are back (the retry button rendered, the input enabled).
  useEffect(() => {
    if (!refocus.current || replace.isPending) return;
    refocus.current = false;
    (retryRef.current ?? inputRef.current)?.focus();
  });

  const send = async (chosen: File) => {
    const check = checkReplacement(chosen, file.name);
    if (!check.ok) {
      setFailed(null);
      report({ text: check.message, tone: 'error' });
      return;
    }
    refocus.current = true;
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
        ref={inputRef}
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
        <button
          ref={retryRef}
          type="button"
          className={styles.secondary}
          onClick={() => void send(failed)}
        >
          Tentar substituir de novo <span className={styles.visuallyHidden}>{file.name}</span>
        </button>
      )}
    </>
  );
}
