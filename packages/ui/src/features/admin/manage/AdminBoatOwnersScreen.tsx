import { useState } from 'react';
import { formatCNPJ, formatCPF } from '@brazilian-utils/brazilian-utils';
import { AlertDialog } from '../../../components/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { useOwnerQueue, useReviewBoat, type OwnerBoat, type QueueOwner } from '../api/index.ts';
import { ReviewQueue } from './ReviewQueue.tsx';
import { useReason } from './ReasonField.tsx';
import styles from './admin-manage.module.css';

const FILTERS = [
  { value: 'pending', label: 'Aguardando verificação' },
  { value: 'refused', label: 'Recusados' },
  { value: 'approved', label: 'Aprovados' },
  { value: 'all', label: 'Todos' },
] as const;
const VERIFICATION = {
  pending: { label: 'Aguardando verificação', tone: 'warning' },
  approved: { label: 'Aprovado', tone: 'success' },
  refused: { label: 'Recusado', tone: 'danger' },
} as const;
const KINDS: Record<string, string> = {
  escuna: 'Escuna',
  lancha: 'Lancha',
  catamara: 'Catamarã',
  saveiro: 'Saveiro',
  jangada: 'Jangada',
  outro: 'Outro',
};

const taxId = (digits: string | null) =>
  !digits
    ? 'Não enviado'
    : digits.length === 11
      ? `CPF ${formatCPF(digits)}`
      : `CNPJ ${formatCNPJ(digits)}`;

/** Donos de barco: the verification queue, owner by owner, boat by boat. */
export function AdminBoatOwnersScreen() {
  return (
    <ReviewQueue
      title="Donos de barco"
      filter={{ name: 'verification', label: 'Barcos', options: FILTERS, useQuery: useOwnerQueue }}
      loadingLabel="Carregando a fila de verificação..."
      empty={{
        pending: 'Nenhum barco aguardando verificação',
        other: 'Nenhum barco',
        description: 'Quando um dono de barco cadastrar um barco, ele aparece aqui.',
      }}
      listLabel="Donos de barco"
    >
      {(owner) => <OwnerCard key={owner.id} owner={owner} />}
    </ReviewQueue>
  );
}

function OwnerCard({ owner }: { owner: QueueOwner }) {
  const headingId = `owner-${owner.id}`;
  return (
    <Card as="li" aria-labelledby={headingId}>
      <h2 id={headingId}>{owner.name}</h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>E-mail</dt>
        <dd className={styles.detail}>{owner.email}</dd>
        <dt className={styles.term}>Documento</dt>
        <dd className={styles.detail}>{taxId(owner.tax_id)}</dd>
        <dt className={styles.term}>Cidade</dt>
        <dd className={styles.detail}>{owner.cidade || '—'}</dd>
        <dt className={styles.term}>Telefone</dt>
        <dd className={styles.detail}>{owner.telefone || '—'}</dd>
      </dl>
      <ul className={styles.cards} aria-label={`Barcos de ${owner.name}`}>
        {owner.boats.map((boat) => (
          <BoatReview key={boat.id} boat={boat} />
        ))}
      </ul>
    </Card>
  );
}

function BoatReview({ boat }: { boat: OwnerBoat }) {
  const reason = useReason({
    max: 500,
    message: 'Informe o motivo da recusa; o dono do barco vai ler (de 3 a 500 caracteres).',
  });
  const [confirm, setConfirm] = useState<'approved' | 'refused' | null>(null);
  const review = useReviewBoat();
  const state = VERIFICATION[boat.verification];
  const headingId = `boat-${boat.id}`;

  const refuse = () => {
    if (reason.check()) setConfirm('refused');
  };

  return (
    <Card as="li" outlined aria-labelledby={headingId}>
      <div className={styles.row}>
        <h3 id={headingId}>{boat.name}</h3>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>Tipo</dt>
        <dd className={styles.detail}>{KINDS[boat.kind] ?? boat.kind}</dd>
        <dt className={styles.term}>Inscrição na Capitania</dt>
        <dd className={styles.detail}>{boat.registration}</dd>
        <dt className={styles.term}>Lotação</dt>
        <dd className={styles.detail}>{boat.capacity} pessoas</dd>
        {boat.refusal_reason && (
          <>
            <dt className={styles.term}>Motivo da recusa</dt>
            <dd className={styles.detail}>{boat.refusal_reason}</dd>
          </>
        )}
      </dl>
      {boat.photos.length > 0 && (
        <div className={styles.photos}>
          {boat.photos.map((photo, index) => (
            <img
              key={photo}
              className={styles.photo}
              src={photo}
              alt={`${boat.name}, foto ${index + 1}`}
              loading="lazy"
            />
          ))}
        </div>
      )}
      {boat.verification !== 'approved' && (
        <div className={styles.stack}>
          {reason.field({
            name: `refusal-${boat.id}`,
            label: 'Motivo da recusa',
            hint: 'O dono do barco vê este texto.',
          })}
          <div className={styles.row}>
            <Button onClick={() => setConfirm('approved')}>Aprovar barco</Button>
            <Button variant="danger" onClick={refuse}>
              Recusar barco
            </Button>
          </div>
        </div>
      )}
      <AlertDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        tone={confirm === 'approved' ? 'primary' : 'danger'}
        title={confirm === 'approved' ? `Aprovar ${boat.name}?` : `Recusar ${boat.name}?`}
        description={
          confirm === 'approved'
            ? 'Os passeios deste barco poderão ser publicados.'
            : `O dono do barco verá o motivo: "${reason.text}".`
        }
        confirmLabel={confirm === 'approved' ? 'Aprovar' : 'Recusar'}
        busyLabel="Salvando..."
        busy={review.isPending}
        onConfirm={() =>
          confirm &&
          review.mutate(
            confirm === 'refused'
              ? { boat, decision: 'refused', reason: reason.text }
              : { boat, decision: 'approved' },
            { onSettled: () => setConfirm(null) },
          )
        }
      />
    </Card>
  );
}
