import { Link } from 'react-router-dom';
import { Button, ButtonSlot } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { PATHS } from '../../routes.ts';
import { useBoats, useSetBoatStatus, type Boat } from './api/index.ts';
import { BOAT_STATUS_LABELS, Page, VerificationBadge } from './common.tsx';
import { BOAT_KIND_LABELS } from './boat-kinds.ts';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import styles from './boat-owner.module.css';

function BoatCard({ boat }: { boat: Boat }) {
  const setStatus = useSetBoatStatus();
  const retired = boat.status === 'retired';
  const toggle = (status: 'retired' | 'active') =>
    setStatus.mutate(
      { id: boat.id, status, name: boat.name },
      {
        onSuccess: () => undefined,
      },
    );
  return (
    <Card as="li" outlined>
      <div className={styles.spread}>
        <h2 className={styles.sectionTitle}>{boat.name}</h2>
        <VerificationBadge value={boat.verification} />
      </div>
      <p className={styles.meta}>
        {BOAT_KIND_LABELS[boat.kind]} · Lotação {boat.capacity} · Inscrição {boat.registration} ·{' '}
        {BOAT_STATUS_LABELS[boat.status]}
      </p>
      {boat.verification === 'refused' && boat.refusal_reason ? (
        <p role="note">
          <strong>Motivo da recusa:</strong> {boat.refusal_reason}
        </p>
      ) : null}
      <div className={styles.row}>
        <ButtonSlot variant="secondary" size="sm">
          <Link to={`${PATHS.boatOwnerBoats}/${boat.id}`} aria-label={`Editar ${boat.name}`}>
            Editar
          </Link>
        </ButtonSlot>
        <ButtonSlot variant="secondary" size="sm">
          <Link
            to={`${PATHS.boatOwnerBoats}/${boat.id}/lugares`}
            aria-label={`Mapa de lugares de ${boat.name}`}
          >
            Mapa de lugares
          </Link>
        </ButtonSlot>
        <Button
          variant="ghost"
          size="sm"
          busy={setStatus.isPending}
          aria-label={`${retired ? 'Reativar' : 'Arquivar'} ${boat.name}`}
          onClick={() => toggle(retired ? 'active' : 'retired')}
        >
          {retired ? 'Reativar' : 'Arquivar'}
        </Button>
      </div>
    </Card>
  );
}

/** Barcos: the owner's fleet, each with its verification and the way to its seat map. */
export default function BoatsScreen() {
  const boats = useBoats();
  return (
    <Page
      title="Barcos"
      lead="Seus barcos, a lotação do cartão de lotação e a verificação da equipe Maré."
      actions={
        <ButtonSlot>
          <Link to={`${PATHS.boatOwnerBoats}/novo`}>Cadastrar barco</Link>
        </ButtonSlot>
      }
    >
      <QueryGate query={boats} loadingLabel="Carregando seus barcos...">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title="Nenhum barco cadastrado"
              titleClassName={styles.headingGap}
              description="Cadastre seu primeiro barco com a inscrição na Capitania e a lotação para começar a vender passeios."
            />
          ) : (
            <ul className={styles.list} aria-label="Seus barcos">
              {list.map((boat) => (
                <BoatCard key={boat.id} boat={boat} />
              ))}
            </ul>
          )
        }
      </QueryGate>
    </Page>
  );
}
