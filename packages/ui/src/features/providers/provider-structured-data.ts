import { findBeach, type BusinessType, type ProviderProfile } from '@mare/domain';
import { sharePicture } from '../../public-page/PageHead.tsx';
import { absoluteUrl } from '../../public-page/site-url.ts';
import { providerPicture } from '../../providers-nearby/provider-words.ts';

/** The schema.org kind of local business each kind of provider is. */
const BUSINESS_SCHEMA: Record<BusinessType, string> = {
  guia: 'TravelAgency',
  transfer: 'TravelAgency',
  passeio: 'TravelAgency',
  restaurante: 'Restaurant',
  hospedagem: 'LodgingBusiness',
};

const price = (cents: number) => (cents / 100).toFixed(2);

/**
 * schema.org LocalBusiness of a provider's page: where it works, its languages, its services as
 * an OfferCatalog (a price only where one is set; "sob consulta" has none) and, once someone has
 * reviewed it, the database's average and count as its AggregateRating.
 */
export function providerBusiness(provider: ProviderProfile, path: string) {
  const url = absoluteUrl(path);
  const picture = providerPicture(provider);
  const beaches = provider.beaches.flatMap((id) => {
    const beach = findBeach(id);
    return beach ? [beach] : [];
  });
  return {
    '@context': 'https://schema.org',
    '@type': BUSINESS_SCHEMA[provider.business_type],
    '@id': `${url}#prestador`,
    url,
    name: provider.business_name,
    ...(provider.about ? { description: provider.about } : {}),
    ...(picture ? { image: [absoluteUrl(sharePicture(picture.src))] } : {}),
    ...(provider.cidade
      ? {
          address: {
            '@type': 'PostalAddress',
            addressLocality: provider.cidade,
            addressCountry: 'BR',
          },
        }
      : {}),
    areaServed: [
      ...beaches.map((beach) => ({
        '@type': 'Beach',
        name: beach.name,
        address: {
          '@type': 'PostalAddress',
          addressLocality: beach.city,
          addressRegion: beach.state,
          addressCountry: 'BR',
        },
      })),
      ...(provider.area_served ? [provider.area_served] : []),
    ],
    knowsLanguage: provider.languages,
    ...(provider.cadastur && provider.cadastur_verified_at
      ? {
          identifier: {
            '@type': 'PropertyValue',
            propertyID: 'Cadastur',
            value: provider.cadastur,
          },
        }
      : {}),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Serviços',
      itemListElement: provider.services.map((service) => ({
        '@type': 'Offer',
        url,
        ...(service.price === null ? {} : { price: price(service.price), priceCurrency: 'BRL' }),
        itemOffered: {
          '@type': 'Service',
          name: service.title,
          ...(service.description ? { description: service.description } : {}),
          ...(service.area ? { areaServed: service.area } : {}),
        },
      })),
    },
    ...(provider.rating_count > 0 && provider.rating_avg !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: provider.rating_avg,
            reviewCount: provider.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
