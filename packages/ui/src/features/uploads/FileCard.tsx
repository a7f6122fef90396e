import { useId, useRef, useState } from 'react';
import {
  formatFileSize,
  formatUploadDate,
  PREVIEW,
  storageFailureMessage,
  STORAGE_SUCCESS,
  type StoredFile,
  type User,
} from '@mare/domain';
import { useBackend } from '../../backend/index.ts';
import { FormAlert } from '../../forms/index.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { toastNotice, type Notice } from './notice.ts';
import { RemoveDialog } from './RemoveDialog.tsx';
import { RenameForm } from './RenameForm.tsx';
import { ReplaceButton } from './ReplaceButton.tsx';
import { SignedLink } from './SignedLink.tsx';
import { previewUrl } from '../../storage/storage-api.ts';
import { useFileActions } from './api/file-actions-mutation.ts';
import styles from './upload.module.css';

/** One stored image: its preview, size and date, what can be done with it, and the outcome. */
export function FileCard({
  file,
  user,
  names,
  onRemoved,
}: {
  file: StoredFile;
  user: User;
  /** Every name in the folder, so a copy gets a free one. */
  names: readonly string[];
  onRemoved: (notice: string) => void;
}) {
  const { supabase } = useBackend();
  const actions = useFileActions(user, file);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const formId = useId();
  const date = formatUploadDate(file.createdAt);

  const report = (next: Notice) => {
    toastNotice(next);
    setNotice(next);
  };
  const closeRename = () => {
    setRenaming(false);
    renameButton.current?.focus();
  };
  const duplicate = async () => {
    try {
      const copy = await actions.duplicate.mutateAsync(names);
      report({ text: STORAGE_SUCCESS.duplicated(copy), tone: 'success' });
    } catch (error) {
      report({ text: storageFailureMessage('duplicate', error, file.name), tone: 'error' });
    }
  };

  return (
    <Card as="article" outlined className={styles.card} aria-labelledby={titleId}>
      <img
        className={styles.preview}
        src={previewUrl(supabase, file)}
        width={PREVIEW.width}
        height={PREVIEW.height}
        alt={`Prévia de ${file.name}`}
      />
      <h3 id={titleId} className={styles.fileName}>
        {file.name}
      </h3>
      <dl className={styles.meta}>
        <div>
          <dt className={styles.metaTerm}>Tamanho</dt>
          <dd className={styles.metaValue}>
            {file.size === null ? '—' : formatFileSize(file.size)}
          </dd>
        </div>
        <div>
          <dt className={styles.metaTerm}>Enviado em</dt>
          <dd className={styles.metaValue}>
            {date && file.createdAt ? <time dateTime={file.createdAt}>{date}</time> : '—'}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <SignedLink file={file} sign={actions.sign} report={report} />
        <Button
          ref={renameButton}
          variant="secondary"
          aria-expanded={renaming}
          aria-controls={renaming ? formId : undefined}
          onClick={() => setRenaming((open) => !open)}
        >
          Renomear <VisuallyHidden>{file.name}</VisuallyHidden>
        </Button>
        <Button
          variant="secondary"
          busy={actions.duplicate.isPending}
          onClick={() => void duplicate()}
        >
          {actions.duplicate.isPending ? 'Duplicando...' : 'Duplicar'}{' '}
          <VisuallyHidden>{file.name}</VisuallyHidden>
        </Button>
        <ReplaceButton file={file} replace={actions.replace} report={report} />
        <RemoveDialog file={file} remove={actions.remove} report={report} onRemoved={onRemoved} />
      </div>
      {renaming && (
        <div id={formId}>
          <RenameForm file={file} rename={actions.rename} report={report} onClose={closeRename} />
        </div>
      )}
      <FormAlert message={notice?.text ?? null} tone={notice?.tone} />
    </Card>
  );
}
