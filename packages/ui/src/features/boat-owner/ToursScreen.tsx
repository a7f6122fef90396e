import { Link } from 'react-router-dom';
import { ButtonSlot } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { formatBRL } from '../../components/format/index.ts';
import { PATHS } from '../../routes.ts';
import { useTours } from './api/index.ts';
import { Page, TourStatusBadge } from './common.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import styles from './boat-owner.module.css';

/** Passeios: the owner's tours, each with its review status. */
export default function ToursScreen() {
  const tours = useTours();
  return (
    <Page
      title="Passeios"
      lead="Crie o passeio como rascunho e envie para revisão: a equipe Maré publica."
      actions={
        <ButtonSlot>
          <Link to={`${PATHS.boatOwnerTours}/novo`}>Criar passeio</Link>
        </ButtonSlot>
      }
    >
      <QueryGate query={tours} loadingLabel="Carregando seus passeios...">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title="Nenhum passeio ainda"
              titleClassName={styles.headingGap}
              description="Descreva o roteiro, o ponto de encontro e os preços; depois agende as saídas."
            />
          ) : (
            <ul className={styles.list} aria-label="Seus passeios">
              {list.map((tour) => (
                <Card as="li" outlined key={tour.id}>
                  <div className={styles.spread}>
                    <h2 className={styles.sectionTitle}>{tour.title}</h2>
                    <TourStatusBadge value={tour.status} />
                  </div>
                  <p className={styles.meta}>
                    {formatBRL(tour.price_adult)} por adulto ·{' '}
                    {Math.round((tour.duration_minutes / 60) * 10) / 10} h
                  </p>
                  <div className={styles.row}>
                    <ButtonSlot variant="secondary" size="sm">
                      <Link
                        to={`${PATHS.boatOwnerTours}/${tour.id}`}
                        aria-label={`Editar ${tour.title}`}
                      >
                        Editar
                      </Link>
                    </ButtonSlot>
                  </div>
                </Card>
              ))}
            </ul>
          )
        }
      </QueryGate>
    </Page>
  );
}
