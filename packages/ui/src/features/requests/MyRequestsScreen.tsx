import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  canCancelRequest,
  peopleWords,
  phoneWords,
  saoPauloDate,
  whatsappLink,
  type MyProviderRequest,
} from '@mare/domain';
import { Badge } from '../../components/Badge/Badge.tsx';
import { ButtonSlot } from '../../components/Button/ButtonSlot.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { formatDateTime } from '../../components/format/format.ts';
import { useClock } from '../../clock/index.ts';
import { useArrivalFocus } from '../../public-page/useArrivalFocus.ts';
import { PATHS, providerPath } from '../../routes.ts';
import { useMyRequests } from './api/requests-query.ts';
import { CancelRequest } from './CancelRequest.tsx';
import { RequestReview } from './RequestReview.tsx';
import {
  GROUP_LABELS,
  GROUP_ORDER,
  STATUS_WORDS,
  brDay,
  shownRequest,
  type RequestShown,
} from './request-words.ts';
import styles from './requests.module.css';

const when = (iso: string) => formatDateTime(new Date(iso));

/** "Minhas solicitações": what the person asked of service providers, by where it stands. */
export default function MyRequestsScreen() {
  const query = useMyRequests();
  const clock = useClock();
  const headingRef = useArrivalFocus<HTMLHeadingElement>();
  // A request the person just changed moves to another group: the keyboard follows it there.
  const [moved, setMoved] = useState<string | null>(null);

  return (
    <div className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.pageHeading}>
        Minhas solicitações
      </h1>
      <QueryGate
        query={query}
        loading={
          <>
            <p className={styles.muted}>Carregando suas solicitações...</p>
            <Skeleton lines={6} />
          </>
        }
      >
        {(requests) => {
          if (requests.length === 0)
            return (
              <EmptyState
                title="Você ainda não fez solicitações"
                description="Encontre um guia, um transfer ou outro serviço e peça pelo perfil do prestador."
                action={
                  <ButtonSlot>
                    <Link to={PATHS.providers}>Ver prestadores</Link>
                  </ButtonSlot>
                }
              />
            );
          const now = clock();
          const today = saoPauloDate(now);
          const rows = requests.map((request) => shownRequest(request, now.getTime()));
          return GROUP_ORDER.map((group) => {
            const items = rows.filter((row) => row.group === group);
            if (items.length === 0) return null;
            // What is ahead by its day; what is over, the latest first.
            const sorted =
              group === 'open' || group === 'accepted'
                ? [...items].sort((a, b) =>
                    (a.request.needed_on ?? '').localeCompare(b.request.needed_on ?? ''),
                  )
                : [...items].sort((a, b) =>
                    b.request.created_at.localeCompare(a.request.created_at),
                  );
            return (
              <section key={group} aria-labelledby={`grupo-${group}`} className={styles.group}>
                <h2 id={`grupo-${group}`} className={styles.groupHeading}>
                  {GROUP_LABELS[group]} <span className={styles.count}>({items.length})</span>
                </h2>
                <ul className={styles.list}>
                  {sorted.map(({ request, shown }) => (
                    <RequestItem
                      key={request.id}
                      request={request}
                      shown={shown}
                      today={today}
                      focused={moved === request.id}
                      onMoved={() => setMoved(request.id)}
                    />
                  ))}
                </ul>
              </section>
            );
          });
        }}
      </QueryGate>
    </div>
  );
}

function RequestItem({
  request,
  shown,
  today,
  focused,
  onMoved,
}: {
  request: MyProviderRequest;
  shown: RequestShown;
  today: string;
  focused: boolean;
  onMoved: () => void;
}) {
  const title = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focused) title.current?.focus();
  }, [focused]);
  const status = STATUS_WORDS[shown];
  // Past its deadline unanswered, nothing is left to call off.
  const cancellable = shown !== 'expired' && canCancelRequest(request, today);
  const details = [
    request.service_title,
    request.needed_on ? `Para ${brDay(request.needed_on)}` : null,
    request.people ? peopleWords(request.people) : null,
  ].filter(Boolean);
  const chat =
    request.provider_whatsapp &&
    whatsappLink(
      request.provider_whatsapp,
      `Olá, ${request.provider_name}! Sou eu da solicitação pela Maré${request.service_title ? ` (${request.service_title})` : ''}${request.needed_on ? ` para ${brDay(request.needed_on)}` : ''}.`,
    );
  return (
    <Card as="li" className={styles.item}>
      <div className={styles.itemTop}>
        <h3 className={styles.itemTitle}>
          <Link ref={title} to={providerPath(request.provider_slug)}>
            {request.provider_name}
          </Link>
        </h3>
        <Badge tone={status.tone}>{status.text}</Badge>
      </div>
      {details.length > 0 && <p className={styles.muted}>{details.join(' · ')}</p>}
      <p className={styles.text}>
        <span className={styles.muted}>Sua mensagem: </span>
        {request.message}
      </p>
      {shown === 'pending' && (
        <p className={styles.muted}>
          {request.provider_name} responde até {when(request.reply_by)}.
        </p>
      )}
      {shown === 'expired' && (
        <p className={styles.muted}>
          {request.provider_name} não respondeu até {when(request.reply_by)}. Procure outro
          prestador ou envie uma nova solicitação.
        </p>
      )}
      {request.response_note && (
        <p className={`${styles.text} ${styles.answer}`}>
          <strong>Resposta de {request.provider_name}:</strong> {request.response_note}
        </p>
      )}
      {shown === 'accepted' && request.provider_whatsapp && (
        <p className={styles.text}>
          Combine os detalhes pelo WhatsApp:{' '}
          {chat ? (
            <a href={chat} target="_blank" rel="noreferrer">
              {phoneWords(request.provider_whatsapp)}
              <span className={styles.muted}> (abre o WhatsApp)</span>
            </a>
          ) : (
            <a href={`tel:${request.provider_whatsapp.replace(/[^\d+]/g, '')}`}>
              {phoneWords(request.provider_whatsapp)}
            </a>
          )}
        </p>
      )}
      {shown === 'cancelled' && request.cancelled_at && (
        <p className={styles.muted}>
          Você cancelou em {when(request.cancelled_at)}.
          {request.cancel_reason ? ` Motivo: ${request.cancel_reason}` : ''}
        </p>
      )}
      {(shown === 'completed' || shown === 'no_show') && request.finished_at && (
        <p className={styles.muted}>
          {shown === 'completed' ? 'Concluída' : 'Marcada como não compareceu'} em{' '}
          {when(request.finished_at)}.
        </p>
      )}
      {(cancellable || shown === 'completed') && (
        <div className={styles.actions}>
          {shown === 'completed' && <RequestReview request={request} />}
          {cancellable && <CancelRequest request={request} onCancelled={onMoved} />}
        </div>
      )}
    </Card>
  );
}
