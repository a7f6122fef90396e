import type { TourDepartureRow, TourDetail } from '@mare/domain';
import { SITE_NAME, sharePicture } from '../../public-page/PageHead.tsx';
import { absoluteUrl } from '../../public-page/site-url.ts';

const price = (cents: number) => (cents / 100).toFixed(2);

/** The database's figures of a tour's visible reviews. */
export interface TourRating {
  average: number | null;
  count: number;
}

/** schema.org AggregateRating of the visible reviews; nothing without any. */
export const aggregateRating = (rating: TourRating | undefined) =>
  rating && rating.average !== null && rating.count > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: rating.average,
          reviewCount: rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {};

/**
 * schema.org TouristTrip of a tour, with an offer per departure on sale (all-in adult price) and,
 * once it has reviews, their aggregate rating.
 */
export function touristTrip(
  tour: TourDetail,
  departures: readonly TourDepartureRow[],
  path: string,
  isOnSale: (departure: TourDepartureRow) => boolean,
  rating?: TourRating,
) {
  const url = absoluteUrl(path);
  const total = tour.price_adult + tour.boarding_fee;
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    '@id': `${url}#passeio`,
    url,
    name: tour.title,
    description: tour.summary,
    image: tour.photos.map((photo) => absoluteUrl(sharePicture(photo))),
    availableLanguage: tour.languages,
    provider: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/') },
    ...aggregateRating(rating),
    itinerary: {
      '@type': 'ItemList',
      itemListElement: tour.itinerary.map((stop, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'TouristAttraction',
          name: stop.title,
          ...(stop.description ? { description: stop.description } : {}),
        },
      })),
    },
    offers: departures.filter(isOnSale).map((departure) => ({
      '@type': 'Offer',
      url,
      price: price(total),
      priceCurrency: 'BRL',
      availability:
        departure.seats_left > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      availabilityEnds: departure.sales_cutoff_at,
      validThrough: departure.sales_cutoff_at,
      inventoryLevel: { '@type': 'QuantitativeValue', value: departure.seats_left },
      itemOffered: {
        '@type': 'Event',
        name: tour.title,
        startDate: departure.starts_at,
        eventStatus: 'https://schema.org/EventScheduled',
      },
    })),
  };
}
