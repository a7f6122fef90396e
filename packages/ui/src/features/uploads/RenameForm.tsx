import { useEffect, useMemo, useRef } from 'react';
import {
  checkNewName,
  splitName,
  STORAGE_SUCCESS,
  storageFailureMessage,
  type StoredFile,
} from '@mare/domain';
import { Button } from '../../components/Button/Button.tsx';
import { FormAlert, SubmitButton, TextField, useZodForm, z } from '../../forms/index.ts';
import { toastNotice, type Report } from './notice.ts';
import type { useFileActions } from './api/file-actions-mutation.ts';
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
  const schema = useMemo(
    () =>
      z.object({
        nome: z.string().check(
          z.superRefine((value: string, context) => {
            const message = checkNewName(value, file.name);
            if (message) context.addIssue({ code: 'custom', message });
          }),
        ),
      }),
    [file.name],
  );
  const form = useZodForm(schema, { nome: file.name });
  const formRef = useRef<HTMLFormElement>(null);

  // Opening the form puts the cursor on the name, its extension left out of the selection.
  useEffect(() => {
    const input = formRef.current?.querySelector('input');
    input?.focus();
    input?.setSelectionRange(0, splitName(file.name).base.length);
  }, [file.name]);

  const onSubmit = form.submit(async (values) => {
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
  });

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
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
