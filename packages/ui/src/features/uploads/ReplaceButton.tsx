import { useEffect, useRef, useState } from 'react';
import {
  checkReplacement,
  STORAGE_SUCCESS,
  storageFailureMessage,
  UPLOAD_ACCEPT,
  type StoredFile,
} from '@mare/domain';
import type { Report } from './notice.ts';
import type { useFileActions } from './api/file-actions-mutation.ts';
import { Button } from '../../components/Button/Button.tsx';
import { FileButton } from '../../components/FileButton/FileButton.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';

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
      <FileButton
        ref={inputRef}
        accept={UPLOAD_ACCEPT}
        disabled={replace.isPending}
        onFiles={([chosen]) => {
          if (chosen) void send(chosen);
        }}
      >
        {replace.isPending ? 'Substituindo...' : 'Substituir'}{' '}
        <VisuallyHidden>{file.name}</VisuallyHidden>
      </FileButton>
      {failed && !replace.isPending && (
        <Button ref={retryRef} variant="secondary" onClick={() => void send(failed)}>
          Tentar substituir de novo <VisuallyHidden>{file.name}</VisuallyHidden>
        </Button>
      )}
    </>
  );
}
