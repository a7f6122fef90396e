import { requestState } from '@mare/domain';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog.tsx';
import { Badge, type BadgeTone } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { formatDateTime } from '../../components/format/format.ts';
import { useClock } from '../../clock/index.ts';
import { QueryGate, withConnectionHint } from '../../components/QueryGate/QueryGate.tsx';
import { useAnswerRequest, useRequests, type ProviderRequest } from './api/index.ts';
import styles from './provider.module.css';

type Shown = ReturnType<typeof requestState>;
const BADGES: Record<Shown, { tone: BadgeTone; text: string }> = {
  pending: { tone: 'info', text: 'Aguardando sua resposta' },
  expired: { tone: 'neutral', text: 'Prazo encerrado' },
  accepted: { tone: 'success', text: 'Aceito' },
  declined: { tone: 'danger', text: 'Recusado' },
};
const ORDER: Record<Shown, number> = { pending: 0, expired: 1, accepted: 2, declined: 2 };

const when = (iso: string) => formatDateTime(new Date(iso));

function RequestItem({ request, shown }: { request: ProviderRequest; shown: Shown }) {
  const answer = useAnswerRequest();
  const badge = BADGES[shown];
  const busy = answer.isPending;
  return (
    <Card as="li" outlined className={styles.request}>
      <div className={styles.itemText}>
        <strong>{request.requester_name}</strong>
        <span>{request.message}</span>
        {request.needed_at && <span className={styles.muted}>Para {when(request.needed_at)}</span>}
        <span className={styles.muted}>
          {shown === 'pending' || shown === 'expired'
            ? `Responder até ${when(request.reply_by)}`
            : `Respondido em ${request.answered_at ? when(request.answered_at) : '—'}`}
        </span>
        {request.response_note && (
          <span className={styles.muted}>Sua resposta: {request.response_note}</span>
        )}
      </div>
      <Badge tone={badge.tone}>{badge.text}</Badge>
      {shown === 'pending' && (
        <div className={styles.actions}>
          <Button
            busy={busy && answer.variables.accept}
            busyLabel="Aceitando..."
            disabled={busy}
            onClick={() => answer.mutate({ request, accept: true, note: '' })}
          >
            Aceitar<VisuallyHidden> o pedido de {request.requester_name}</VisuallyHidden>
          </Button>
          <AlertDialog
            title={`Recusar o pedido de ${request.requester_name}?`}
            description="A pessoa fica sabendo que você não pode atender. Depois de respondido, o pedido não muda mais."
            confirmLabel="Recusar pedido"
            busyLabel="Recusando..."
            busy={busy}
            onConfirm={() => answer.mutate({ request, accept: false, note: '' })}
            trigger={
              <Button variant="secondary" disabled={busy}>
                Recusar<VisuallyHidden> o pedido de {request.requester_name}</VisuallyHidden>
              </Button>
            }
          />
        </div>
      )}
    </Card>
  );
}

/** Requests from visitors and boat owners: open ones first, then those past their deadline. */
export function RequestsPanel() {
  const clock = useClock();
  return (
    <QueryGate
      variant="panel"
      errorMessage={withConnectionHint}
      id="pedidos-titulo"
      title="Pedidos"
      query={useRequests()}
      loadingLabel="Carregando seus pedidos..."
    >
      {(list) => {
        const now = clock().getTime();
        const rows = list
          .map((request) => ({ request, shown: requestState(request, now) }))
          .sort(
            (a, b) =>
              ORDER[a.shown] - ORDER[b.shown] ||
              (a.shown === 'pending'
                ? a.request.reply_by.localeCompare(b.request.reply_by)
                : b.request.reply_by.localeCompare(a.request.reply_by)),
          );
        const open = rows.filter((row) => row.shown === 'pending').length;
        return list.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="Nenhum pedido ainda"
            description="Quando um visitante ou um dono de barco pedir seus serviços, o pedido aparece aqui com o prazo para responder."
          />
        ) : (
          <div className={styles.stack}>
            <p className={styles.muted}>
              {open === 0
                ? 'Nenhum pedido esperando resposta.'
                : `${open} ${open === 1 ? 'pedido espera' : 'pedidos esperam'} sua resposta.`}
            </p>
            <ul className={styles.items}>
              {rows.map(({ request, shown }) => (
                <RequestItem key={request.id} request={request} shown={shown} />
              ))}
            </ul>
          </div>
        );
      }}
    </QueryGate>
  );
}
