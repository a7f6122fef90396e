import { useState } from 'react';
import { durationWords } from '@mare/domain';
import { AlertDialog } from '../../../components/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Price } from '../../../components/Price/Price.tsx';
import { BUSINESS_TYPES } from '../../../dashboard/business-types.ts';
import { useReviewService, useServiceQueue, type AdminProviderService } from '../api/index.ts';
import { ReviewQueue } from './ReviewQueue.tsx';
import { useReason } from './ReasonField.tsx';
import styles from './admin-manage.module.css';

const FILTERS = [
  { value: 'pending', label: 'Aguardando análise' },
  { value: 'refused', label: 'Recusados' },
  { value: 'approved', label: 'Publicados' },
  { value: 'all', label: 'Todos' },
] as const;
const REVIEW = {
  pending: { label: 'Aguardando análise', tone: 'warning' },
  approved: { label: 'Publicado', tone: 'success' },
  refused: { label: 'Recusado', tone: 'danger' },
} as const;
const businessType = (value: string) =>
  BUSINESS_TYPES.find((type) => type.value === value)?.label ?? value;

/** Serviços: the providers' services, published only once an admin approves them. */
export function AdminServicesScreen() {
  return (
    <ReviewQueue
      title="Serviços"
      filter={{
        name: 'service-status',
        label: 'Situação',
        options: FILTERS,
        useQuery: useServiceQueue,
      }}
      loadingLabel="Carregando os serviços..."
      empty={{
        pending: 'Nenhum serviço aguardando análise',
        other: 'Nenhum serviço',
        description: 'Quando um prestador cadastrar ou editar um serviço, ele aparece aqui.',
      }}
      listLabel="Serviços dos prestadores"
    >
      {(service) => <ServiceReview key={service.id} service={service} />}
    </ReviewQueue>
  );
}

function ServiceReview({ service }: { service: AdminProviderService }) {
  const reason = useReason({
    max: 500,
    message: 'Informe o motivo da recusa; o prestador vai ler (de 3 a 500 caracteres).',
  });
  const [confirm, setConfirm] = useState<'approved' | 'refused' | null>(null);
  const review = useReviewService();
  const state = REVIEW[service.status];
  const headingId = `service-${service.id}`;

  const refuse = () => {
    if (reason.check()) setConfirm('refused');
  };

  return (
    <Card as="li" aria-labelledby={headingId}>
      <div className={styles.row}>
        <h2 id={headingId}>{service.title}</h2>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>Prestador</dt>
        <dd className={styles.detail}>
          {service.provider_name} ({businessType(service.provider_type)}, {service.provider_city})
        </dd>
        <dt className={styles.term}>Cadastur</dt>
        <dd className={styles.detail}>{service.provider_cadastur ?? 'Não informado'}</dd>
        <dt className={styles.term}>Região</dt>
        <dd className={styles.detail}>{service.area}</dd>
        <dt className={styles.term}>Preço</dt>
        <dd className={styles.detail}>
          {service.price === null ? 'Sob consulta' : <Price cents={service.price} />}
        </dd>
        {service.duration_minutes !== null && (
          <>
            <dt className={styles.term}>Duração</dt>
            <dd className={styles.detail}>{durationWords(service.duration_minutes)}</dd>
          </>
        )}
        {service.included.length > 0 && (
          <>
            <dt className={styles.term}>Inclui</dt>
            <dd className={styles.detail}>{service.included.join(' · ')}</dd>
          </>
        )}
        <dt className={styles.term}>Descrição</dt>
        <dd className={styles.detail}>{service.description || 'Sem descrição.'}</dd>
        {service.refusal_reason && (
          <>
            <dt className={styles.term}>Motivo da recusa</dt>
            <dd className={styles.detail}>{service.refusal_reason}</dd>
          </>
        )}
      </dl>
      <div className={styles.stack}>
        {service.status !== 'refused' &&
          reason.field({
            name: `service-refusal-${service.id}`,
            label: 'Motivo da recusa',
            hint: 'O prestador vê este texto.',
          })}
        <div className={styles.row}>
          {service.status !== 'approved' && (
            <Button onClick={() => setConfirm('approved')}>Aprovar serviço</Button>
          )}
          {service.status !== 'refused' && (
            <Button variant="danger" onClick={refuse}>
              Recusar serviço
            </Button>
          )}
        </div>
      </div>
      <AlertDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        tone={confirm === 'approved' ? 'primary' : 'danger'}
        title={
          confirm === 'approved' ? `Aprovar "${service.title}"?` : `Recusar "${service.title}"?`
        }
        description={
          confirm === 'approved'
            ? 'O serviço passa a aparecer para os visitantes no perfil do prestador.'
            : `${service.provider_name} verá o motivo: "${reason.text}".`
        }
        confirmLabel={confirm === 'approved' ? 'Aprovar' : 'Recusar'}
        busyLabel="Salvando..."
        busy={review.isPending}
        onConfirm={() =>
          confirm &&
          review.mutate(
            confirm === 'refused'
              ? { service, decision: 'refused', reason: reason.text }
              : { service, decision: 'approved' },
            { onSettled: () => setConfirm(null) },
          )
        }
      />
    </Card>
  );
}
