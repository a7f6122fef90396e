import { Link } from 'react-router-dom';
import { findBeach } from '@mare/domain';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Price } from '../../components/Price/Price.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { beachNames, joinNames } from '../../providers-nearby/index.ts';
import blog from '../../public-page/public-page.module.css';
import { beachToursPath, tourPath } from '../../public-page/tour-paths.ts';
import { useBeachTours } from './api/beach-tours-query.ts';
import { PROVIDERS_ERRORS } from './api/messages.ts';
import { durationLabel } from './provider-format.ts';
import styles from './providers.module.css';

/**
 * "Passeios em <praia>": the boat tours on the provider's beaches, soonest first. Secondary to the
 * page: hidden when there are none, a quiet retry when they cannot be read.
 */
export function BeachTours({ beachIds }: { beachIds: readonly string[] }) {
  const tours = useBeachTours(beachIds);
  const names = beachNames(beachIds);
  if (names.length === 0) return null;
  const title =
    names.length === 1 ? `Passeios em ${names[0] ?? ''}` : `Passeios em ${joinNames(names)}`;
  if (tours.isPending)
    return (
      <div aria-busy="true" className={styles.section}>
        <VisuallyHidden>Carregando os passeios da praia...</VisuallyHidden>
        <Skeleton lines={3} />
      </div>
    );
  if (tours.isError)
    return (
      <p className={styles.quiet}>
        {PROVIDERS_ERRORS.tours}
        <Button
          variant="ghost"
          size="sm"
          busy={tours.isFetching}
          busyLabel="Tentando..."
          onClick={() => void tours.refetch()}
        >
          Tentar novamente
        </Button>
      </p>
    );
  if (tours.data.tours.length === 0) return null;
  const first = beachIds[0];
  return (
    <section aria-labelledby="passeios-praia" className={styles.section}>
      <h2 id="passeios-praia" className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={blog.grid} aria-labelledby="passeios-praia">
        {tours.data.tours.map((tour) => {
          const beach = tour.beach_id ? findBeach(tour.beach_id) : undefined;
          return (
            <li key={tour.id} className={blog.gridItem}>
              <Card as="article" stretch>
                <div className={styles.tourCard}>
                  <h3 className={blog.cardTitle}>
                    <Link to={tourPath(tour.slug)} className={blog.cardLink}>
                      {tour.title}
                    </Link>
                  </h3>
                  <p className={styles.meta}>
                    {[beach?.name ?? tour.place, durationLabel(tour.duration_minutes)]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <Price cents={tour.price_adult + tour.boarding_fee} from unit="por adulto" />
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      {first && tours.data.total > tours.data.tours.length && (
        <p className={styles.text}>
          <Link to={beachToursPath(first)} className={styles.link}>
            {`Ver todos os passeios em ${names[0] ?? ''}`}
          </Link>
        </p>
      )}
    </section>
  );
}
