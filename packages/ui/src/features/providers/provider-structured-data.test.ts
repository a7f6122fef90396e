import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProviderProfile } from '@mare/domain';
import { providerBusiness } from './provider-structured-data.ts';

const PROVIDER: ProviderProfile = {
  id: 'p1',
  slug: 'ana-guia-arraial',
  business_name: 'Ana Guia Arraial',
  business_type: 'guia',
  about: 'Guia credenciada em Arraial do Cabo.',
  photo_url: '/images/providers/ana.webp',
  cidade: 'Arraial do Cabo',
  area_served: 'Região dos Lagos',
  beaches: ['praia-do-forno'],
  languages: ['pt-BR', 'en'],
  cadastur: '12345678901',
  cadastur_verified_at: '2026-11-10T13:00:00Z',
  whatsapp: '5522999990001',
  rating_avg: 4.7,
  rating_count: 12,
  rating_histogram: [0, 0, 1, 2, 9],
  services: [
    {
      id: 's1',
      title: 'Trilha do Pontal',
      description: 'Trilha guiada com paradas para fotos.',
      price: 15_000,
      duration_minutes: 180,
      included: ['Água'],
      area: 'Pontal do Atalaia',
    },
    {
      id: 's2',
      title: 'Roteiro sob medida',
      description: null,
      price: null,
      duration_minutes: null,
      included: [],
      area: null,
    },
  ],
};

beforeAll(() => vi.stubGlobal('window', { location: { origin: 'https://mare.example' } }));
afterAll(() => vi.unstubAllGlobals());

describe("a provider page's JSON-LD", () => {
  it('is a local business of its kind, with where it works and its languages', () => {
    const data = providerBusiness(PROVIDER, '/prestadores/ana-guia-arraial');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TravelAgency',
      '@id': 'https://mare.example/prestadores/ana-guia-arraial#prestador',
      url: 'https://mare.example/prestadores/ana-guia-arraial',
      name: 'Ana Guia Arraial',
      description: 'Guia credenciada em Arraial do Cabo.',
      image: ['https://mare.example/images/providers/ana.webp'],
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Arraial do Cabo',
        addressCountry: 'BR',
      },
      knowsLanguage: ['pt-BR', 'en'],
      identifier: { '@type': 'PropertyValue', propertyID: 'Cadastur', value: '12345678901' },
    });
    expect(data.areaServed).toEqual([
      expect.objectContaining({ '@type': 'Beach', name: 'Praia do Forno' }),
      'Região dos Lagos',
    ]);
    expect(providerBusiness({ ...PROVIDER, business_type: 'hospedagem' }, '/x')['@type']).toBe(
      'LodgingBusiness',
    );
    expect(providerBusiness({ ...PROVIDER, business_type: 'restaurante' }, '/x')['@type']).toBe(
      'Restaurant',
    );
  });

  it('lists its services as an OfferCatalog, a price only where one is set', () => {
    const { hasOfferCatalog } = providerBusiness(PROVIDER, '/prestadores/ana-guia-arraial');
    expect(hasOfferCatalog).toEqual({
      '@type': 'OfferCatalog',
      name: 'Serviços',
      itemListElement: [
        {
          '@type': 'Offer',
          url: 'https://mare.example/prestadores/ana-guia-arraial',
          price: '150.00',
          priceCurrency: 'BRL',
          itemOffered: {
            '@type': 'Service',
            name: 'Trilha do Pontal',
            description: 'Trilha guiada com paradas para fotos.',
            areaServed: 'Pontal do Atalaia',
          },
        },
        {
          '@type': 'Offer',
          url: 'https://mare.example/prestadores/ana-guia-arraial',
          itemOffered: { '@type': 'Service', name: 'Roteiro sob medida' },
        },
      ],
    });
  });

  it("gives the database's rating only once someone has reviewed it", () => {
    expect(providerBusiness(PROVIDER, '/x').aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    const unrated = providerBusiness(
      { ...PROVIDER, rating_avg: null, rating_count: 0, rating_histogram: [0, 0, 0, 0, 0] },
      '/x',
    );
    expect(unrated).not.toHaveProperty('aggregateRating');
  });

  it('names no Cadastur the team has not verified, and falls back to the beach picture', () => {
    const data = providerBusiness(
      { ...PROVIDER, cadastur_verified_at: null, photo_url: null, about: null, cidade: null },
      '/x',
    );
    expect(data).not.toHaveProperty('identifier');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('address');
    expect(data.image).toEqual([
      expect.stringMatching(/^https:\/\/mare\.example\/images\/beaches\/share\/.+\.jpg$/),
    ]);
  });
});
