import { useState } from 'react';
import type { RequestOutcome } from '@mare/domain';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { useFinishRequest, type InboxRequest } from './api/index.ts';

/**
 * An accepted request from its day on: "Marcar como concluído" (the person is invited to review)
 * or "Não compareceu". Neither can be undone, so each asks first.
 */
export function FinishRequest({
  request,
  onFinished,
}: {
  request: InboxRequest;
  /** Closed: the list is read again and these buttons go. */
  onFinished: () => void;
}) {
  const finish = useFinishRequest();
  const [asking, setAsking] = useState<RequestOutcome | null>(null);
  const name = request.requester_name;
  const run = (outcome: RequestOutcome) =>
    finish.mutate(
      { request, outcome },
      { onSuccess: onFinished, onSettled: () => setAsking(null) },
    );
  const busy = finish.isPending;
  return (
    <>
      <AlertDialog
        open={asking === 'completed'}
        onOpenChange={(open) => setAsking(open ? 'completed' : null)}
        tone="primary"
        title={`Marcar o pedido de ${name} como concluído?`}
        description="A pessoa recebe um convite para avaliar seu serviço. Isto não pode ser desfeito."
        confirmLabel="Marcar como concluído"
        busyLabel="Salvando..."
        cancelLabel="Voltar"
        busy={busy}
        onConfirm={() => run('completed')}
        trigger={
          <Button disabled={busy}>
            Marcar como concluído<VisuallyHidden> o pedido de {name}</VisuallyHidden>
          </Button>
        }
      />
      <AlertDialog
        open={asking === 'no_show'}
        onOpenChange={(open) => setAsking(open ? 'no_show' : null)}
        title={`${name} não compareceu?`}
        description="O pedido fica registrado como não compareceu e não pode ser avaliado. Isto não pode ser desfeito."
        confirmLabel="Confirmar: não compareceu"
        busyLabel="Salvando..."
        cancelLabel="Voltar"
        busy={busy}
        onConfirm={() => run('no_show')}
        trigger={
          <Button variant="secondary" disabled={busy}>
            Não compareceu<VisuallyHidden> ({name})</VisuallyHidden>
          </Button>
        }
      />
    </>
  );
}
