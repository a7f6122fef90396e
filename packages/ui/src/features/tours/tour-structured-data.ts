import type { TourDepartureRow, TourDetail } from '@mare/domain';
import { SITE_NAME, sharePicture } from '../../public-page/PageHead.tsx';
import { absoluteUrl } from '../../public-page/site-url.ts';

const price = (cents: number) => (cents / 100).toFixed(2);

/** schema.org TouristTrip of a tour, with an offer per departure on sale (all-in adult price). */
export function touristTrip(
  tour: TourDetail,
  departures: readonly TourDepartureRow[],
  path: string,
  isOnSale: (departure: TourDepartureRow) => boolean,
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
