import { useEffect, useRef, useState } from 'react';
import {
  canFinishRequest,
  peopleWords,
  phoneWords,
  requestState,
  saoPauloDate,
  whatsappLink,
} from '@mare/domain';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { SelectField } from '../../components/SelectField/SelectField.tsx';
import { formatDateTime } from '../../components/format/format.ts';
import { useClock } from '../../clock/index.ts';
import { QueryGate, withConnectionHint } from '../../components/QueryGate/QueryGate.tsx';
import { useRequests, type InboxRequest } from './api/index.ts';
import { AnswerRequestDialog } from './AnswerRequestDialog.tsx';
import { brDate } from './dates.ts';
import { FinishRequest } from './FinishRequest.tsx';
import {
  BADGES,
  FILTER_LABELS,
  ORDER,
  filterOf,
  isInboxFilter,
  type InboxFilter,
  type Shown,
} from './request-words.ts';
import styles from './provider.module.css';

const when = (iso: string) => formatDateTime(new Date(iso));

/** The requester's phone and e-mail, which the provider sees once they accepted. */
function Contact({ request }: { request: InboxRequest }) {
  const { requester_phone: phone, requester_email: email } = request;
  if (!phone && !email) return null;
  const chat =
    phone && whatsappLink(phone, `Olá, ${request.requester_name}! Aqui é do seu pedido pela Maré.`);
  return (
    <span className={styles.contact}>
      <span>Contato de {request.requester_name}:</span>
      {phone &&
        (chat ? (
          <a href={chat} target="_blank" rel="noreferrer">
            WhatsApp {phoneWords(phone)}
          </a>
        ) : (
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phoneWords(phone)}</a>
        ))}
      {email && <a href={`mailto:${email}`}>{email}</a>}
    </span>
  );
}

/** When the request was answered, finished or called off, in words. */
function closedLine(request: InboxRequest, shown: Shown): string {
  if (shown === 'pending' || shown === 'expired') return `Responder até ${when(request.reply_by)}`;
  if (shown === 'cancelled')
    return `Cancelado pela pessoa${request.cancelled_at ? ` em ${when(request.cancelled_at)}` : ''}${request.cancel_reason ? `. Motivo: ${request.cancel_reason}` : ''}`;
  const answered = `Respondido em ${request.answered_at ? when(request.answered_at) : '—'}`;
  if (!request.finished_at) return answered;
  return `${answered} · ${shown === 'completed' ? 'Concluído' : 'Não compareceu'} em ${when(request.finished_at)}`;
}

function RequestItem({
  request,
  shown,
  today,
}: {
  request: InboxRequest;
  shown: Shown;
  today: string;
}) {
  const badge = BADGES[shown];
  const day = request.needed_at
    ? when(request.needed_at)
    : request.needed_on
      ? brDate(request.needed_on)
      : null;
  const details = [
    request.service_title,
    day ? `Para ${day}` : null,
    request.people ? peopleWords(request.people) : null,
  ].filter(Boolean);
  const finishable = canFinishRequest(request, today);
  // Answered or closed, its buttons give way: the keyboard lands on the request's name.
  const name = useRef<HTMLElement>(null);
  const moved = useRef(false);
  const onChanged = () => {
    moved.current = true;
  };
  useEffect(() => {
    if (moved.current) {
      moved.current = false;
      name.current?.focus();
    }
  }, [shown]);
  return (
    <Card as="li" outlined className={styles.request}>
      <div className={styles.itemText}>
        <strong ref={name} tabIndex={-1}>
          {request.requester_name}
        </strong>
        {details.length > 0 && <span className={styles.muted}>{details.join(' · ')}</span>}
        <span>{request.message}</span>
        <span className={styles.muted}>{closedLine(request, shown)}</span>
        {request.response_note && (
          <span className={styles.muted}>Sua resposta: {request.response_note}</span>
        )}
        <Contact request={request} />
        {shown === 'accepted' && !finishable && (
          <span className={styles.muted}>
            A partir do dia combinado, marque aqui se o serviço foi concluído.
          </span>
        )}
      </div>
      <Badge tone={badge.tone}>{badge.text}</Badge>
      {shown === 'pending' && (
        <div className={styles.actions}>
          <AnswerRequestDialog request={request} accept onAnswered={onChanged} />
          <AnswerRequestDialog request={request} accept={false} onAnswered={onChanged} />
        </div>
      )}
      {shown === 'accepted' && finishable && (
        <div className={styles.actions}>
          <FinishRequest request={request} onFinished={onChanged} />
        </div>
      )}
    </Card>
  );
}

/** Requests from visitors and boat owners: open ones first, then those past their deadline. */
export function RequestsPanel() {
  const clock = useClock();
  const [filter, setFilter] = useState<InboxFilter>('all');
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
        const now = clock();
        const today = saoPauloDate(now);
        const rows = list
          .map((request) => ({ request, shown: requestState(request, now.getTime()) }))
          .sort(
            (a, b) =>
              ORDER[a.shown] - ORDER[b.shown] ||
              (a.shown === 'pending'
                ? a.request.reply_by.localeCompare(b.request.reply_by)
                : b.request.reply_by.localeCompare(a.request.reply_by)),
          );
        const open = rows.filter((row) => row.shown === 'pending').length;
        const shownRows =
          filter === 'all' ? rows : rows.filter((row) => filterOf(row.shown) === filter);
        const counts = (value: InboxFilter) =>
          value === 'all'
            ? rows.length
            : rows.filter((row) => filterOf(row.shown) === value).length;
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
            <SelectField
              label="Mostrar"
              name="filtro-pedidos"
              fieldClassName={styles.filter}
              value={filter}
              onChange={(event) => {
                const value = event.target.value;
                if (isInboxFilter(value)) setFilter(value);
              }}
              options={(Object.keys(FILTER_LABELS) as InboxFilter[]).map((value) => ({
                value,
                label: `${FILTER_LABELS[value]} (${counts(value)})`,
              }))}
            />
            {shownRows.length === 0 ? (
              <p className={styles.muted}>Nenhum pedido neste filtro.</p>
            ) : (
              <ul className={styles.items}>
                {shownRows.map(({ request, shown }) => (
                  <RequestItem key={request.id} request={request} shown={shown} today={today} />
                ))}
              </ul>
            )}
          </div>
        );
      }}
    </QueryGate>
  );
}
