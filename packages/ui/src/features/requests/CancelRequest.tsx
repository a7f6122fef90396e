import { useState } from 'react';
import { toast } from 'sonner';
import { CANCEL_REASON_MAX, type MyProviderRequest } from '@mare/domain';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../../components/Dialog/Dialog.tsx';
import { Textarea } from '../../components/Textarea/Textarea.tsx';
import { FormAlert, useZodForm } from '../../forms/index.ts';
import { useCancelRequest } from './api/requests-query.ts';
import { cancelSchema } from './cancel-form.ts';
import styles from './requests.module.css';

/**
 * "Cancelar solicitação": the provider is told, with the reason if one is given. It cannot be
 * undone, so the dialog says so; a failure keeps the dialog open with what was typed.
 */
export function CancelRequest({
  request,
  onCancelled,
}: {
  request: MyProviderRequest;
  /** Cancelled and read again: the request is now under "Encerradas". */
  onCancelled: () => void;
}) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelRequest();
  const form = useZodForm(cancelSchema, { reason: '' });
  const onSubmit = form.submit(async ({ reason }) => {
    try {
      await cancel.mutateAsync({ requestId: request.id, reason });
      setOpen(false);
      form.reset({ reason: '' });
      toast.success(`Solicitação cancelada. Avisamos ${request.provider_name}.`);
      onCancelled();
    } catch (error) {
      form.setMessage({ text: (error as Error).message, tone: 'error' });
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!form.pending) setOpen(next);
      }}
      title="Cancelar esta solicitação?"
      description={`${request.provider_name} recebe um aviso de que você não precisa mais do serviço. Isto não pode ser desfeito.`}
      trigger={
        <Button variant="secondary" size="sm">
          Cancelar solicitação
        </Button>
      }
    >
      <form
        className={styles.form}
        noValidate
        aria-label="Cancelar solicitação"
        onSubmit={(event) => void onSubmit(event)}
      >
        <Textarea
          label="Motivo (opcional)"
          hint={`O prestador lê este texto. Até ${CANCEL_REASON_MAX} caracteres.`}
          rows={3}
          {...form.field('reason')}
        />
        <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
        <div className={styles.dialogActions}>
          <DialogClose asChild>
            <Button variant="secondary" disabled={form.pending}>
              Manter solicitação
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" busy={form.pending} busyLabel="Cancelando...">
            Cancelar solicitação
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
