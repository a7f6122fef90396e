import { useEffect, useRef } from 'react';
import {
  checkNewName,
  collectErrors,
  splitName,
  STORAGE_SUCCESS,
  storageFailureMessage,
  type StoredFile,
} from '@mare/domain';
import { FormAlert, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { toastNotice, type Report } from './notice.ts';
import type { useFileActions } from './useFileActions.ts';
import styles from './upload.module.css';

/**
 * Renames a file in place. The new name is checked before any request; a refusal from the
 * server (a name already taken) shows beside the field, with what was typed kept.
 */
export function RenameForm({
  file,
  rename,
  report,
  onClose,
}: {
  file: StoredFile;
  rename: ReturnType<typeof useFileActions>['rename'];
  report: Report;
  onClose: () => void;
}) {
  const form = useForm({ nome: file.name });
  const formRef = useRef<HTMLFormElement>(null);

  // Opening the form puts the cursor on the name, its extension left out of the selection.
  useEffect(() => {
    const input = formRef.current?.querySelector('input');
    input?.focus();
    input?.setSelectionRange(0, splitName(file.name).base.length);
  }, [file.name]);

  const onSubmit = form.handleSubmit(
    (values) => collectErrors({ nome: checkNewName(values.nome, file.name) }),
    async (values) => {
      const name = values.nome.trim();
      try {
        await rename.mutateAsync(name);
        report({ text: STORAGE_SUCCESS.renamed(name), tone: 'success' });
        onClose();
      } catch (error) {
        const notice = {
          text: storageFailureMessage('rename', error, file.name),
          tone: 'error',
        } as const;
        toastNotice(notice);
        form.setMessage(notice);
      }
    },
  );

  return (
    <form
      ref={formRef}
      className={styles.renameForm}
      onSubmit={onSubmit}
      noValidate
      aria-label={`Renomear ${file.name}`}
    >
      <TextField
        label="Novo nome"
        hint={`Letras sem acento, números, “-” e “_”; termine com .${splitName(file.name).extension}`}
        autoComplete="off"
        spellCheck={false}
        {...form.field('nome')}
      />
      <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
      <div className={styles.formActions}>
        <SubmitButton pending={form.pending} pendingLabel="Salvando...">
          Salvar nome
        </SubmitButton>
        <button type="button" className={styles.secondary} onClick={onClose}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
