import { Suspense, useDeferredValue, useRef, useState, type ComponentType } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  REGION_NAMES,
  findBeach,
  type Beach,
  type TourDepartureRow,
  type TourDetail,
} from '@mare/domain';
import { Badge } from '../../components/Badge/Badge.tsx';
import { ButtonSlot } from '../../components/Button/ButtonSlot.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Fact, FactList } from '../../components/FactList/FactList.tsx';
import { Price } from '../../components/Price/Price.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { useHydrated } from '../../hydration/index.ts';
import { PageFallback } from '../../layout/PageFallback.tsx';
import { formatBRL } from '../../components/format/format.ts';
import { useBlogArticles } from '../../feed/useBlogArticles.ts';
import { PATHS } from '../../routes.ts';
import { ArticleCard } from '../../public-page/ArticleCard.tsx';
import { RegionBadge } from '../../public-page/RegionBadge.tsx';
import { Breadcrumbs } from '../../public-page/Breadcrumbs.tsx';
import { beachImageAlt } from '../../public-page/beach-pictures.ts';
import { JsonLd } from '../../public-page/JsonLd.tsx';
import { PageHead, SITE_NAME } from '../../public-page/PageHead.tsx';
import { openStreetMapUrl } from '../../public-page/external-links.ts';
import { breadcrumbList } from '../../public-page/structured-data.ts';
import { useArrivalFocus } from '../../public-page/useArrivalFocus.ts';
import { pictureAttributes } from '../../public-page/beach-pictures.ts';
import blog from '../../public-page/public-page.module.css';
import { tourWhatsAppUrl } from './contact.ts';
import { DeparturePicker, canChooseSeats, isOnSale } from './DeparturePicker.tsx';
import {
  durationLabel,
  freeCancellationHours,
  freeCancellationLabel,
  tourPlace,
  tourRegion,
} from './listing.ts';
import {
  BOAT_OWNER_CANCELS_RULE,
  WITHDRAWAL_RULE,
  cancellationRules,
  childRules,
} from './policy.ts';
import { tourPicture } from './TourCard.tsx';
import { NARROW_SCREEN, cardPhoto } from './tour-photos.ts';
import { useTourContact } from './api/contact-query.ts';
import { useTourDepartures } from './api/departures-query.ts';
import { usePageMoment } from './api/page-moment.ts';
import { useTour } from './api/tour-query.ts';
import { tourPath } from '../../public-page/tour-paths.ts';
import { touristTrip } from './tour-structured-data.ts';
import { ReviewsSection } from '../../reviews/ReviewsSection.tsx';
import { Stars } from '../../reviews/Stars.tsx';
import { useReviewSummary } from '../../reviews/api/public-reviews-query.ts';
import { RIVER_BEACH_IDS } from '@mare/domain/tides/rule-words';
import { TideDayChart } from '../../tides/TideDayChart.tsx';
import { NearbyProviders } from '../../providers-nearby/NearbyProviders.tsx';
import styles from './tours.module.css';

export const TOUR_NOT_FOUND_TITLE = 'Passeio não encontrado';
const DEPARTURE_PARAM = 'saida';
const LANGUAGE_NAMES: Record<string, string> = {
  'pt-BR': 'português',
  en: 'inglês',
  es: 'espanhol',
};

/**
 * The booking flow's seat map, handed in by the routes (a tour page does not import the booking
 * feature): the app loads it when first asked for.
 */
export interface SeatMapProps {
  departureId: string;
  tourTitle: string;
  /** ISO instant of the departure. */
  startsAt: string;
  /** The tour's beach, for the departure's tide. */
  beachId?: string | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export interface TourScreenProps {
  SeatMap: ComponentType<SeatMapProps>;
}

function TourNotFound() {
  const headingRef = useArrivalFocus<HTMLHeadingElement>();
  return (
    <section className={styles.tourHeader} aria-labelledby="passeio-nao-encontrado">
      <title>{`${TOUR_NOT_FOUND_TITLE} — ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <h1 id="passeio-nao-encontrado" ref={headingRef} tabIndex={-1} className={styles.tourTitle}>
        {TOUR_NOT_FOUND_TITLE}
      </h1>
      <p className={styles.tourText}>
        O endereço pode estar incompleto, ou o passeio saiu de venda.
      </p>
      <p className={styles.tourText}>
        <Link to={PATHS.tours} className={styles.link}>
          Ver todos os passeios
        </Link>
      </p>
    </section>
  );
}

/** The tour page's shape while it loads (QueryGate marks it busy and says so). */
function TourLoading() {
  return (
    <div className={styles.tourPage}>
      <Skeleton width="60%" height="2.4rem" />
      <Skeleton lines={2} />
      <Skeleton height="18rem" radius="var(--radius-md)" />
    </div>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.sectionText}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Today's articles about the tour's beach ("Leia também"), from the article feed. */
function BeachArticles({ beach }: { beach: Beach }) {
  const { articles } = useBlogArticles();
  // The day's articles depend on the clock: a prerendered page draws them once hydrated.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const about = articles.filter((article) => article.beachId === beach.id).slice(0, 3);
  if (about.length === 0) return null;
  return (
    <section aria-labelledby="artigos-praia" className={styles.beachArticles}>
      <h2 id="artigos-praia" className={styles.sectionTitle}>{`Leia sobre ${beach.name}`}</h2>
      <ul className={`${blog.grid} ${styles.articleList}`}>
        {about.map((article) => (
          <li key={article.id} className={blog.gridItem}>
            <ArticleCard
              article={article}
              headingLevel={3}
              titleClassName={styles.articleTitle}
              textClassName={styles.articleText}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

const NO_DEPARTURES: readonly TourDepartureRow[] = [];

/**
 * The tour's departures from the page's moment on, and the one the page is about: the one in the
 * address, else the first whose seats can be chosen. Each part of the page that draws them asks
 * on its own (one cached request), so their answer re-renders those parts, not the whole page.
 */
function useChosenDeparture(tourId: string, moment: string) {
  const departures = useTourDepartures(tourId, moment);
  const [params] = useSearchParams();
  const rows = departures.data ?? NO_DEPARTURES;
  const asked = params.get(DEPARTURE_PARAM);
  const now = Date.parse(moment);
  const chosen =
    rows.find((row) => row.id === asked) ?? rows.find((row) => canChooseSeats(row, now));
  return { departures, rows, chosen, now };
}

interface TourPartProps {
  tour: TourDetail;
  /** The page's moment (ISO), fixed for its life. */
  moment: string;
}

/** The tour as structured data, with its departures on sale and its reviews' figures. */
function TourTripData({ tour, moment, path }: TourPartProps & { path: string }) {
  const { departures, rows, now } = useChosenDeparture(tour.id, moment);
  const rating = useReviewSummary({ tourId: tour.id });
  if (!departures.isSuccess) return null;
  return (
    <JsonLd
      data={() =>
        touristTrip(
          tour,
          rows,
          path,
          (row) => isOnSale(row, now),
          rating && { average: rating.rating_avg, count: rating.rating_count },
        )
      }
    />
  );
}

/** The stars under the title, linking to the reviews. */
function TourRating({ tourId }: { tourId: string }) {
  const rating = useReviewSummary({ tourId });
  if (!rating || rating.rating_count === 0) return null;
  return (
    <p className={styles.tourText}>
      <a href="#avaliacoes" className={styles.ratingLink}>
        <Stars average={rating.rating_avg} count={rating.rating_count} />
      </a>
    </p>
  );
}

/**
 * The tide on the chosen departure's day; today's when there is none, once the list has come. The
 * chart follows the departures a render later (deferred): drawing a day's curve takes a while,
 * and the render the departures' answer triggers stays short.
 */
function TourTide({ tour, moment, beachId }: TourPartProps & { beachId: string }) {
  const { departures, chosen } = useChosenDeparture(tour.id, moment);
  const at = useDeferredValue(chosen?.starts_at ?? (departures.isPending ? null : moment));
  const markAt = useDeferredValue(chosen !== undefined);
  return (
    <TideDayChart
      beachId={beachId}
      at={at}
      markAt={markAt}
      rule={tour.tide_rule}
      durationMinutes={tour.duration_minutes}
      title={
        RIVER_BEACH_IDS.includes(beachId)
          ? 'O rio ao longo do ano'
          : markAt
            ? 'Maré no dia da saída'
            : 'Maré hoje'
      }
      titleClassName={styles.sectionTitle}
    />
  );
}

/** The boat owner's own WhatsApp; without one (or while it loads) the page shows no button. */
function TourWhatsApp({ tour, startsAt }: { tour: TourDetail; startsAt: string | undefined }) {
  const whatsapp = useTourContact(tour.id).data?.whatsapp ?? null;
  if (!whatsapp) return null;
  return (
    <ButtonSlot variant="secondary" fullWidth>
      <a
        href={tourWhatsAppUrl(whatsapp, tour.title, startsAt)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Tirar dúvidas pelo WhatsApp
      </a>
    </ButtonSlot>
  );
}

/** "Próximas saídas": the price, the departures to choose from, the seat map and the contact. */
function TourBooking({ tour, moment, SeatMap }: TourPartProps & Pick<TourScreenProps, 'SeatMap'>) {
  const { departures, rows, chosen, now } = useChosenDeparture(tour.id, moment);
  const [, setParams] = useSearchParams();
  // The departure whose seat map is (or was last) open; the dialog stays mounted to close softly.
  const [seatMap, setSeatMap] = useState<{ id: string; startsAt: string } | null>(null);
  const [seatMapOpen, setSeatMapOpen] = useState(false);
  const chooseSeatsButton = useRef<HTMLButtonElement>(null);
  const openSeatMap = (departureId: string) => {
    const row = rows.find((candidate) => candidate.id === departureId);
    if (!row) return;
    setSeatMap({ id: row.id, startsAt: row.starts_at });
    setSeatMapOpen(true);
  };
  const onSeatMapOpenChange = (open: boolean) => {
    setSeatMapOpen(open);
    // Opened without a trigger of its own: the focus goes back to the button that opened it.
    if (!open) requestAnimationFrame(() => chooseSeatsButton.current?.focus());
  };
  const choose = (departureId: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(DEPARTURE_PARAM, departureId);
        return next;
      },
      { replace: true },
    );
  return (
    <Card as="section" padding="lg" aria-labelledby="saidas">
      <div className={styles.actions}>
        <h2 id="saidas" className={styles.sectionHeading}>
          Próximas saídas
        </h2>
        <Price cents={tour.price_adult} from unit="por adulto" size="lg" />
        <p className={styles.note}>
          {`+ ${formatBRL(tour.boarding_fee)} de taxa de embarque por assento. Total por adulto: ${formatBRL(tour.price_adult + tour.boarding_fee)}.`}
        </p>
        <QueryGate
          variant="inline"
          query={departures}
          loading={<Skeleton lines={4} height="1.5rem" />}
          loadingLabel="Carregando as próximas saídas..."
        >
          {(list) => (
            <DeparturePicker
              key={list.length}
              departures={list}
              now={now}
              beachId={tour.beach_id}
              tideRule={tour.tide_rule}
              durationMinutes={tour.duration_minutes}
              chosenId={chosen?.id ?? null}
              onChoose={choose}
              chooseSeatsRef={chooseSeatsButton}
              onChooseSeats={openSeatMap}
            />
          )}
        </QueryGate>
        {seatMap && (
          <Suspense fallback={<PageFallback label="Abrindo o mapa de lugares..." />}>
            <SeatMap
              key={seatMap.id}
              departureId={seatMap.id}
              tourTitle={tour.title}
              startsAt={seatMap.startsAt}
              beachId={tour.beach_id}
              open={seatMapOpen}
              onOpenChange={onSeatMapOpenChange}
            />
          </Suspense>
        )}
        <TourWhatsApp tour={tour} startsAt={chosen?.starts_at} />
      </div>
    </Card>
  );
}

function TourView({ tour, SeatMap }: { tour: TourDetail; SeatMap: TourScreenProps['SeatMap'] }) {
  const headingRef = useArrivalFocus<HTMLHeadingElement>(tour.id);
  const moment = usePageMoment();
  const beach = tour.beach_id ? findBeach(tour.beach_id) : undefined;
  const path = tourPath(tour.slug);
  const freeHours = freeCancellationHours(tour.cancellation_tiers);
  const picture = tourPicture(tour);
  const gallery = [
    ...tour.photos.map((src) => ({ src, alt: picture?.alt ?? tour.title })),
    ...(beach ? [{ src: beach.imageUrl, alt: beachImageAlt(beach) }] : []),
  ];
  const crumbs = [
    { name: 'Início', path: PATHS.home },
    { name: 'Passeios', path: PATHS.tours },
    { name: tour.title, path },
  ];
  const meeting = tour.meeting_point;

  return (
    <div className={styles.tourPage}>
      <PageHead
        title={tour.title}
        description={tour.summary}
        path={path}
        image={
          picture ? { path: picture.src, alt: picture.alt, width: 1200, height: 675 } : undefined
        }
      />
      <TourTripData tour={tour} moment={moment} path={path} />
      <JsonLd data={() => breadcrumbList(crumbs)} />
      <Breadcrumbs items={crumbs} />
      <header className={styles.tourHeader}>
        <p className={`${blog.badges} ${styles.tourText}`}>
          {beach && <RegionBadge name={REGION_NAMES[tourRegion(tour)]} />}
          {freeHours !== null && <Badge tone="info">{freeCancellationLabel(freeHours)}</Badge>}
        </p>
        <h1 ref={headingRef} tabIndex={-1} className={styles.tourTitle}>
          {tour.title}
        </h1>
        <p className={`${styles.cardMeta} ${styles.tourText}`}>{tourPlace(tour)}</p>
        <TourRating tourId={tour.id} />
        <p className={styles.tourText}>{tour.summary}</p>
        <FactList align="center">
          <Fact term="Duração">{durationLabel(tour.duration_minutes)}</Fact>
          <Fact term="Idiomas">
            {tour.languages.map((code) => LANGUAGE_NAMES[code] ?? code).join(', ')}
          </Fact>
          <Fact term="Idade mínima">
            {tour.minimum_age > 0 ? `${tour.minimum_age} anos` : 'Livre'}
          </Fact>
        </FactList>
      </header>
      {gallery.length > 0 && (
        <ul className={styles.gallery} aria-label="Fotos do passeio">
          {gallery.map((image, index) => {
            const img = (
              <img
                className={styles.galleryImage}
                {...pictureAttributes(image.src)}
                alt={image.alt}
                width={1200}
                height={675}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
              />
            );
            const narrow = cardPhoto(image.src);
            return (
              <li key={image.src} className={styles.galleryItem}>
                {narrow === image.src ? (
                  img
                ) : (
                  <picture className={styles.galleryPicture}>
                    <source media={NARROW_SCREEN} srcSet={narrow} />
                    {img}
                  </picture>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="roteiro">
            <h2 id="roteiro" className={styles.sectionTitle}>
              Roteiro
            </h2>
            <ol className={`${styles.itinerary} ${styles.sectionText}`}>
              {tour.itinerary.map((stop) => (
                <li key={stop.title} className={styles.stop}>
                  <strong>{stop.title}</strong>
                  {stop.minutes ? ` · ${durationLabel(stop.minutes)}` : ''}
                  {stop.description && <p className={styles.sectionText}>{stop.description}</p>}
                </li>
              ))}
            </ol>
          </section>
          {tour.beach_id && <TourTide tour={tour} moment={moment} beachId={tour.beach_id} />}
          <section aria-labelledby="incluido">
            <h2 id="incluido" className={styles.sectionTitle}>
              O que está incluído
            </h2>
            <div className={styles.twoColumns}>
              <div>
                <h3 className={styles.subsectionTitle}>Inclui</h3>
                <List items={tour.included} />
              </div>
              <div>
                <h3 className={styles.subsectionTitle}>Não inclui</h3>
                <List items={tour.not_included} />
              </div>
            </div>
          </section>
          <section aria-labelledby="encontro">
            <h2 id="encontro" className={styles.sectionTitle}>
              Ponto de encontro
            </h2>
            {meeting.address && <p className={styles.sectionText}>{meeting.address}</p>}
            {meeting.instructions && <p className={styles.sectionText}>{meeting.instructions}</p>}
            {meeting.latitude !== undefined && meeting.longitude !== undefined && (
              <p className={styles.sectionText}>
                <a
                  className={styles.link}
                  href={openStreetMapUrl(meeting.latitude, meeting.longitude, 16)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Ver o ponto de encontro no mapa (abre em nova aba)
                </a>
              </p>
            )}
          </section>
          {tour.what_to_bring.length > 0 && (
            <section aria-labelledby="levar">
              <h2 id="levar" className={styles.sectionTitle}>
                O que levar
              </h2>
              <List items={tour.what_to_bring} />
            </section>
          )}
          <section aria-labelledby="criancas">
            <h2 id="criancas" className={styles.sectionTitle}>
              Idade mínima e crianças
            </h2>
            <List items={childRules(tour)} />
          </section>
          <section aria-labelledby="cancelamento">
            <h2 id="cancelamento" className={styles.sectionTitle}>
              Política de cancelamento
            </h2>
            <List items={cancellationRules(tour.cancellation_tiers)} />
            <p className={styles.sectionText}>{WITHDRAWAL_RULE}</p>
            <p className={styles.sectionText}>{BOAT_OWNER_CANCELS_RULE}</p>
          </section>
          <div id="avaliacoes" className={styles.reviews}>
            <ReviewsSection tourId={tour.id} titleClassName={styles.sectionTitle} />
          </div>
        </div>
        <aside className={styles.aside}>
          <TourBooking tour={tour} moment={moment} SeatMap={SeatMap} />
        </aside>
      </div>
      {beach && <NearbyProviders beach={beach} />}
      {beach && <BeachArticles beach={beach} />}
    </div>
  );
}

/** `/passeios/:slug`: everything about one tour, its next departures and the way to book. */
export function TourScreen({ SeatMap }: TourScreenProps) {
  const { slug = '' } = useParams();
  return (
    <QueryGate
      query={useTour(slug)}
      loading={<TourLoading />}
      loadingLabel="Carregando passeio..."
      title="Passeio indisponível no momento"
    >
      {(tour) =>
        tour ? <TourView key={tour.id} tour={tour} SeatMap={SeatMap} /> : <TourNotFound />
      }
    </QueryGate>
  );
}

export default TourScreen;
