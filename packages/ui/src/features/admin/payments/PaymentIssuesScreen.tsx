import { useState } from 'react';
import {
  BOOKING_STATUS_LABELS,
  PAYMENT_ISSUE_KINDS,
  PERMISSION_REFUSED,
  REFUND_STATUS_LABELS,
  type PaymentIssue,
  type PaymentIssueFilter,
} from '@mare/domain';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { DateTime } from '../../../components/DateTime/DateTime.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Money } from '../../../components/Money/Money.tsx';
import { QueryGate } from '../../../components/QueryGate/QueryGate.tsx';
import { SelectField } from '../../../components/SelectField/SelectField.tsx';
import { PageSection } from '../../../dashboard/PageSection.tsx';
import { usePaymentIssues, useResolvePaymentIssue } from '../api/index.ts';
import { useReason } from '../manage/ReasonField.tsx';
import styles from '../manage/admin-manage.module.css';

const FILTERS = [
  { value: 'open', label: 'Abertos' },
  { value: 'resolved', label: 'Resolvidos nos últimos 30 dias' },
] as const;

/**
 * Pagamentos que precisam de atenção: what the PSP reported that the database could not simply
 * apply (a Pix of another amount, for an unknown charge, paid twice; a refund refused; a charge
 * removed), each with what to do, and the admin's record of what was done (audited).
 */
export function PaymentIssuesScreen() {
  const [filter, setFilter] = useState<PaymentIssueFilter>('open');
  const issues = usePaymentIssues(filter);
  return (
    <PageSection title="Pagamentos que precisam de atenção">
      <p className={styles.muted}>
        Pix que chegaram diferentes do esperado e reembolsos que o banco não fez. Cada um diz o que
        fazer; depois de resolver, registre o que foi feito.
      </p>
      <div className={styles.filters}>
        <SelectField
          name="payment-issues"
          label="Mostrar"
          options={FILTERS}
          value={filter}
          onChange={(event) => setFilter(event.target.value as PaymentIssueFilter)}
        />
      </div>
      <QueryGate
        query={issues}
        loadingLabel="Carregando os pagamentos..."
        forbidden={PERMISSION_REFUSED}
      >
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState
              headingLevel={2}
              title={
                filter === 'open'
                  ? 'Nenhum pagamento precisa de atenção'
                  : 'Nenhum pagamento resolvido nos últimos 30 dias'
              }
              description="Um Pix com valor diferente, para uma cobrança desconhecida ou pago duas vezes, e um reembolso recusado pelo banco aparecem aqui."
            />
          ) : (
            <ul className={styles.cards} aria-label="Pagamentos">
              {rows.map((issue) => (
                <IssueCard key={issue.id} issue={issue} />
              ))}
            </ul>
          )
        }
      </QueryGate>
    </PageSection>
  );
}

function IssueCard({ issue }: { issue: PaymentIssue }) {
  const kind = PAYMENT_ISSUE_KINDS[issue.kind];
  const headingId = `issue-${issue.id}`;
  return (
    <Card as="li" aria-labelledby={headingId}>
      <div className={styles.stack}>
        <div className={styles.row}>
          <h2 id={headingId} className={styles.cardTitle}>
            {kind.title}
          </h2>
          {issue.resolved_at ? (
            <Badge tone="success">Resolvido</Badge>
          ) : (
            <Badge tone="warning">Aberto</Badge>
          )}
        </div>
        <dl className={`${styles.facts} ${styles.factsNarrow}`}>
          <dt className={styles.term}>Registrado em</dt>
          <dd className={styles.detail}>
            <DateTime value={issue.created_at} />
          </dd>
          <dt className={styles.term}>Reserva</dt>
          <dd className={styles.detail}>
            {issue.booking_code
              ? `${issue.booking_code} · ${BOOKING_STATUS_LABELS[issue.booking_status ?? ''] ?? issue.booking_status}`
              : 'Nenhuma reserva corresponde'}
          </dd>
          {issue.buyer_name && (
            <>
              <dt className={styles.term}>Comprador</dt>
              <dd className={styles.detail}>{issue.buyer_name}</dd>
            </>
          )}
          {issue.tour_title && (
            <>
              <dt className={styles.term}>Passeio</dt>
              <dd className={styles.detail}>
                {issue.tour_title}
                {issue.starts_at && (
                  <>
                    {', '}
                    <DateTime value={issue.starts_at} />
                  </>
                )}
              </dd>
            </>
          )}
          {issue.expected !== null && (
            <>
              <dt className={styles.term}>Valor da cobrança</dt>
              <dd className={styles.detail}>
                <Money cents={issue.expected} />
              </dd>
            </>
          )}
          {issue.received !== null && (
            <>
              <dt className={styles.term}>Valor recebido</dt>
              <dd className={styles.detail}>
                <Money cents={issue.received} />
              </dd>
            </>
          )}
          {issue.refund_status && (
            <>
              <dt className={styles.term}>Reembolso</dt>
              <dd className={styles.detail}>
                {issue.refund_amount !== null && <Money cents={issue.refund_amount} />}{' '}
                {REFUND_STATUS_LABELS[issue.refund_status]}
                {issue.refund_reason ? ` (${issue.refund_reason})` : ''}
              </dd>
            </>
          )}
          {issue.txid && (
            <>
              <dt className={styles.term}>Identificador da cobrança (txid)</dt>
              <dd className={styles.detail}>{issue.txid}</dd>
            </>
          )}
          {issue.e2eid && (
            <>
              <dt className={styles.term}>Identificador do Pix (E2E)</dt>
              <dd className={styles.detail}>{issue.e2eid}</dd>
            </>
          )}
        </dl>
        {issue.resolved_at ? (
          <p>
            Resolvido por {issue.resolved_by_name ?? 'um administrador'} em{' '}
            <DateTime value={issue.resolved_at} />: {issue.resolution}
          </p>
        ) : (
          <>
            <p>
              <strong>O que fazer:</strong> {kind.todo}
            </p>
            <ResolveForm issue={issue} />
          </>
        )}
      </div>
    </Card>
  );
}

function ResolveForm({ issue }: { issue: PaymentIssue }) {
  const resolution = useReason({
    max: 500,
    message: 'Escreva o que foi feito (de 3 a 500 caracteres).',
  });
  const resolve = useResolvePaymentIssue();
  const submit = () => {
    const text = resolution.check();
    if (text) resolve.mutate({ issue, resolution: text });
  };
  return (
    <div className={styles.stack}>
      {resolution.field({
        name: `resolution-${issue.id}`,
        label: 'O que foi feito',
        hint: 'Fica registrado na auditoria com o seu nome.',
      })}
      <div className={styles.row}>
        <Button busy={resolve.isPending} busyLabel="Registrando..." onClick={submit}>
          Marcar como resolvido
        </Button>
      </div>
    </div>
  );
}
