import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Button } from '../../components/Button/Button.tsx';
import { ButtonSlot } from '../../components/Button/ButtonSlot.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { formatDateTime } from '../../components/format/format.ts';
import { PATHS } from '../../routes.ts';
import { useArrivalFocus } from '../../public-page/useArrivalFocus.ts';
import { useDepartureInfo } from './api/departure-query.ts';
import { readPartyQuery } from './party-query.ts';
import { SeatMapDialog } from './SeatMapDialog.tsx';
import styles from './booking.module.css';

/**
 * One departure's booking on a page of its own (`/reservar/:departureId`): the seat map opens at
 * once, with the party and seats of the address (the way back from sign-in keeps them).
 */
export default function BookDepartureScreen() {
  const { departureId = '' } = useParams();
  const { search } = useLocation();
  const [initial] = useState(() => readPartyQuery(search));
  const [open, setOpen] = useState(true);
  const info = useDepartureInfo(departureId);
  const headingRef = useArrivalFocus<HTMLHeadingElement>();

  return (
    <div className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.pageHeading}>
        Reservar passeio
      </h1>
      <QueryGate query={info} loading={<Skeleton lines={3} />} loadingLabel="Carregando a saída...">
        {(departure) => (
          <Card as="section" aria-labelledby="reserva-passeio">
            <h2 id="reserva-passeio" className={styles.cardHeading}>
              {departure.tours.title}
            </h2>
            <p>
              Saída em {formatDateTime(new Date(departure.starts_at), 'date')}, às{' '}
              {formatDateTime(new Date(departure.starts_at), 'time')}.
            </p>
            <div className={styles.actionsStart}>
              <Button onClick={() => setOpen(true)}>Escolher lugares</Button>
              <ButtonSlot variant="secondary">
                <Link to={`${PATHS.tours}/${departure.tours.slug}`}>Ver o passeio</Link>
              </ButtonSlot>
            </div>
            <SeatMapDialog
              departureId={departureId}
              tourTitle={departure.tours.title}
              startsAt={departure.starts_at}
              open={open}
              onOpenChange={setOpen}
              {...(initial.party ? { initialParty: initial.party } : {})}
              {...(initial.seats ? { initialSeats: initial.seats } : {})}
            />
          </Card>
        )}
      </QueryGate>
    </div>
  );
}
