import { useState } from 'react';
import { TEXT_LIMITS } from '@mare/domain';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../../components/Dialog/Dialog.tsx';
import { Textarea } from '../../components/Textarea/Textarea.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { FormAlert, useZodForm } from '../../forms/index.ts';
import { useAnswerRequest, type InboxRequest } from './api/index.ts';
import { answerSchema } from './answer-form.ts';
import styles from './provider.module.css';

const WORDS = {
  accept: {
    trigger: 'Aceitar',
    title: (name: string) => `Aceitar o pedido de ${name}`,
    description:
      'Escreva como vocês combinam: horário, ponto de encontro, valor. A pessoa recebe sua resposta por e-mail e passa a ver seu WhatsApp; você passa a ver o contato dela.',
    submit: 'Aceitar pedido',
    busy: 'Aceitando...',
  },
  decline: {
    trigger: 'Recusar',
    title: (name: string) => `Recusar o pedido de ${name}`,
    description:
      'Conte por que você não pode atender e, se quiser, sugira outra data ou outro serviço. A pessoa recebe sua resposta por e-mail. Depois de respondido, o pedido não muda mais.',
    submit: 'Recusar pedido',
    busy: 'Recusando...',
  },
} as const;

/**
 * "Aceitar" or "Recusar": a dialog asks for the written answer the person reads. What was typed
 * stays when the dialog is closed or the answer fails, until it is sent.
 */
export function AnswerRequestDialog({
  request,
  accept,
  onAnswered,
}: {
  request: InboxRequest;
  accept: boolean;
  /** Sent: the list is read again and this request's buttons go. */
  onAnswered: () => void;
}) {
  const [open, setOpen] = useState(false);
  const answer = useAnswerRequest();
  const form = useZodForm(answerSchema, { note: '' });
  const words = accept ? WORDS.accept : WORDS.decline;
  const onSubmit = form.submit(async ({ note }) => {
    try {
      await answer.mutateAsync({ request, accept, note });
      onAnswered();
      setOpen(false);
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
      title={words.title(request.requester_name)}
      description={words.description}
      trigger={
        <Button variant={accept ? 'primary' : 'secondary'}>
          {words.trigger}
          <VisuallyHidden> o pedido de {request.requester_name}</VisuallyHidden>
        </Button>
      }
    >
      <form
        className={styles.dialogForm}
        noValidate
        aria-label={words.title(request.requester_name)}
        onSubmit={(event) => void onSubmit(event)}
      >
        <Textarea
          label="Sua resposta"
          hint={`De 3 a ${TEXT_LIMITS.requestResponseNote} caracteres.`}
          rows={4}
          {...form.field('note')}
        />
        <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
        <div className={styles.dialogActions}>
          <DialogClose asChild>
            <Button variant="secondary" disabled={form.pending}>
              Voltar
            </Button>
          </DialogClose>
          <Button
            type="submit"
            variant={accept ? 'primary' : 'danger'}
            busy={form.pending}
            busyLabel={words.busy}
          >
            {words.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
