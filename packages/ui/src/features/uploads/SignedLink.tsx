import { useEffect, useRef, useState } from 'react';
import { STORAGE_SUCCESS, storageFailureMessage, type StoredFile } from '@mare/domain';
import { TextField } from '../../forms/index.ts';
import { Button } from '../../components/Button/Button.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import type { Report } from './notice.ts';
import type { useFileActions } from './api/file-actions-mutation.ts';
import styles from './upload.module.css';

/** Writes to the clipboard; false when the browser has none or refuses (permission, focus). */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies a one-hour signed link; without a clipboard the link appears in a field to copy. */
export function SignedLink({
  file,
  sign,
  report,
}: {
  file: StoredFile;
  sign: ReturnType<typeof useFileActions>['sign'];
  report: Report;
}) {
  const [fallback, setFallback] = useState<string | null>(null);
  const fieldWrap = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const field = fieldWrap.current?.querySelector('input');
    field?.focus();
    field?.select();
  }, [fallback]);

  const copy = async () => {
    let url: string;
    try {
      url = await sign.mutateAsync();
    } catch (error) {
      report({ text: storageFailureMessage('sign', error, file.name), tone: 'error' });
      return;
    }
    if (await writeClipboard(url)) {
      setFallback(null);
      report({ text: STORAGE_SUCCESS.linkCopied, tone: 'success' });
    } else {
      setFallback(url);
      report({ text: STORAGE_SUCCESS.linkReady, tone: 'info' });
    }
  };

  return (
    <>
      <Button variant="secondary" busy={sign.isPending} onClick={() => void copy()}>
        Copiar link <VisuallyHidden>de {file.name}</VisuallyHidden>
      </Button>
      {fallback && (
        <div ref={fieldWrap} className={styles.fallbackLink}>
          <TextField
            label="Link assinado (vale por 1 hora)"
            name="link-assinado"
            className={styles.fallbackInput}
            readOnly
            value={fallback}
            onFocus={(event) => event.target.select()}
          />
        </div>
      )}
    </>
  );
}
