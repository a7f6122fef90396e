import { Link } from 'react-router-dom';
import { findBeach, type ListedDeparture, type ListedTour } from '@mare/domain';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Card, CardMedia } from '../../components/Card/Card.tsx';
import { Fact, FactList } from '../../components/FactList/FactList.tsx';
import { Price } from '../../components/Price/Price.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { beachImageAlt } from '../../public-page/beach-pictures.ts';
import { pictureAttributes, pictureSource } from '../../public-page/beach-pictures.ts';
import blog from '../../public-page/public-page.module.css';
import { AvailabilityBadge } from './AvailabilityBadge.tsx';
import { DepartureTime } from './DepartureTime.tsx';
import {
  adultTotal,
  durationLabel,
  freeCancellationHours,
  freeCancellationLabel,
  tourPlace,
} from './listing.ts';
import { tourPath } from '../../public-page/tour-paths.ts';
import { Stars } from '../../reviews/Stars.tsx';
import { cardPhoto } from './tour-photos.ts';
import styles from './tours.module.css';

/** The tour's first photo, or its beach's picture; with what it shows. */
export function tourPicture(tour: Pick<ListedTour, 'photos' | 'beach_id' | 'title'>) {
  const beach = tour.beach_id ? findBeach(tour.beach_id) : undefined;
  const src = tour.photos[0] ?? beach?.imageUrl;
  // The photos are drawn from the beach's illustration: say what they show.
  const alt = beach ? beachImageAlt(beach) : `Foto do passeio ${tour.title}`;
  return src ? { src, alt } : null;
}

/** The file a card draws its picture from; the listing preloads the same one. */
export const cardPictureSource = (picture: { src: string }) =>
  pictureSource(cardPhoto(picture.src));

/** A tour in a list: photo, where, how long, the next departure's seats and the all-in price. */
export function TourCard({
  tour,
  departure,
  headingLevel = 2,
}: {
  tour: ListedTour;
  /** The departure to show: the next one, or the first on the chosen day; 'loading' until known. */
  departure: ListedDeparture | undefined | 'loading';
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const picture = tourPicture(tour);
  const freeHours = freeCancellationHours(tour.cancellation_tiers);
  return (
    <Card as="article" padding="none" stretch>
      {picture && (
        <CardMedia
          {...pictureAttributes(cardPhoto(picture.src))}
          alt={picture.alt}
          width={1200}
          height={675}
          // Lists put their cards below a header or filters: a screen that shows one at once
          // preloads its photo (ToursScreen). Below the fold a photo must not compete with the
          // text and the font: browsers otherwise raise the first few large images above them.
          loading="lazy"
          fetchPriority="low"
        />
      )}
      <div className={blog.cardBody}>
        {freeHours !== null && (
          <p className={blog.badges}>
            <Badge tone="info">{freeCancellationLabel(freeHours)}</Badge>
          </p>
        )}
        <Heading className={blog.cardTitle}>
          <Link to={tourPath(tour.slug)} className={blog.cardLink}>
            {tour.title}
          </Link>
        </Heading>
        <p className={styles.cardMeta}>{tourPlace(tour)}</p>
        {tour.rating_count > 0 && (
          <p className={styles.cardRating}>
            <Stars average={tour.rating_avg} count={tour.rating_count} variant="compact" />
          </p>
        )}
        <FactList align="center">
          <Fact term="Duração">{durationLabel(tour.duration_minutes)}</Fact>
          <Fact term="Próxima saída">
            {departure === 'loading' ? (
              <span aria-busy="true">
                <Skeleton width="9rem" height="1.25rem" />
                <VisuallyHidden>Carregando a próxima saída...</VisuallyHidden>
              </span>
            ) : departure ? (
              <>
                <DepartureTime value={departure.starts_at} />
                <AvailabilityBadge left={departure.seats_left} total={departure.seats_total} />
              </>
            ) : (
              'Sem saídas à venda'
            )}
          </Fact>
        </FactList>
        <div className={styles.priceLine}>
          <Price cents={adultTotal(tour)} from unit="por adulto" />
          <p className={styles.note}>Taxa de embarque incluída</p>
        </div>
      </div>
    </Card>
  );
}
