import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  availability,
  durationLabel,
  freeCancellationHours,
  hasTourFilters,
  listingQuery,
  parseTourFilters,
  parseTourPage,
  seatsLabel,
  tourFiltersToParams,
  type TourFilters,
} from './listing.ts';
import { cancellationRules, childRules } from './policy.ts';

describe('tour filters in the URL', () => {
  it('round-trips every filter and drops unknown values', () => {
    const filters = {
      beach: 'jericoacoara',
      region: 'northeast' as const,
      date: '2026-11-23',
      maxPrice: 150,
      duration: '2-4h' as const,
      covered: true,
      sort: 'populares' as const,
    };
    const params = tourFiltersToParams(filters);
    expect(params.toString()).toBe(
      'praia=jericoacoara&regiao=nordeste&data=2026-11-23&ate=150&duracao=2-4h&coberto=1&ordem=populares',
    );
    expect(parseTourFilters(params)).toEqual(filters);
    expect(
      parseTourFilters(new URLSearchParams('praia=lua&regiao=marte&data=ontem&ate=-3&ordem=x')),
    ).toEqual(NO_FILTERS);
    expect(tourFiltersToParams(NO_FILTERS).toString()).toBe('');
    expect(hasTourFilters({ ...NO_FILTERS, sort: 'menor-preco' })).toBe(false);
    expect(hasTourFilters({ ...NO_FILTERS, covered: true })).toBe(true);
  });
});

describe('listingQuery', () => {
  it('asks the database for the first page, soonest first, with no filter', () => {
    expect(listingQuery(NO_FILTERS)).toEqual({ sort: 'date', page: 1, page_size: 12 });
    expect(parseTourPage(new URLSearchParams('pagina=3'))).toBe(3);
    for (const bad of ['pagina=0', 'pagina=-2', 'pagina=1.5', 'pagina=dois', ''])
      expect(parseTourPage(new URLSearchParams(bad))).toBe(1);
  });

  it('turns each filter into what the database compares', () => {
    const query = (over: Partial<TourFilters>) => listingQuery({ ...NO_FILTERS, ...over }, 2);
    expect(query({ beach: 'jericoacoara' })).toMatchObject({
      beach_ids: ['jericoacoara'],
      page: 2,
    });
    // A region is its beaches; a beach outside the region leaves none.
    expect(query({ region: 'northeast' }).beach_ids?.sort()).toEqual([
      'baia-do-sancho',
      'jericoacoara',
    ]);
    expect(query({ region: 'south', beach: 'jericoacoara' }).beach_ids).toEqual([]);
    expect(query({ date: '2026-11-24' }).day).toBe('2026-11-24');
    expect(query({ maxPrice: 150 }).max_price).toBe(15000);
    expect(query({ duration: 'ate-2h' })).toMatchObject({ max_minutes: 120 });
    expect(query({ duration: '2-4h' })).toMatchObject({ min_minutes: 121, max_minutes: 240 });
    expect(query({ duration: 'mais-4h' })).toMatchObject({ min_minutes: 241 });
    expect(query({ covered: true }).covered).toBe(true);
    expect(query({ sort: 'menor-preco' }).sort).toBe('price_asc');
    expect(query({ sort: 'maior-preco' }).sort).toBe('price_desc');
    expect(query({ sort: 'populares' }).sort).toBe('popular');
    expect(query({ sort: 'avaliacao' }).sort).toBe('rating');
  });

  it('reads only the regions the form offers', () => {
    expect(parseTourFilters(new URLSearchParams('regiao=nordeste')).region).toBe('northeast');
    expect(parseTourFilters(new URLSearchParams('regiao=nao-definida')).region).toBe('all');
  });
});

describe('labels', () => {
  it('says how full a departure is', () => {
    expect(availability(0, 20)).toEqual({ kind: 'sold-out', left: 0 });
    expect(availability(5, 40)).toEqual({ kind: 'almost', left: 5 });
    expect(availability(8, 40)).toEqual({ kind: 'almost', left: 8 });
    expect(availability(9, 40)).toEqual({ kind: 'open', left: 9 });
    expect(seatsLabel(1)).toBe('1 lugar');
    expect(seatsLabel(8)).toBe('8 lugares');
  });

  it('writes durations and the free cancellation window', () => {
    expect(durationLabel(240)).toBe('4 horas');
    expect(durationLabel(60)).toBe('1 hora');
    expect(durationLabel(140)).toBe('2 h 20 min');
    expect(durationLabel(45)).toBe('45 min');
    expect(
      freeCancellationHours([
        { hours_before: 48, percent: 100 },
        { hours_before: 24, percent: 100 },
      ]),
    ).toBe(24);
    expect(freeCancellationHours([{ hours_before: 24, percent: 50 }])).toBeNull();
  });

  it('writes the cancellation tiers in plain words', () => {
    expect(
      cancellationRules([
        { hours_before: 12, percent: 50 },
        { hours_before: 24, percent: 100 },
      ]),
    ).toEqual([
      'Até 24 horas antes da saída: cancelamento grátis, com reembolso de 100% do valor do passeio.',
      'De 24 horas até 12 horas antes da saída: reembolso de 50% do valor do passeio.',
      'Com menos de 12 horas de antecedência, ou se você não comparecer: sem reembolso do valor do passeio.',
      'A taxa de embarque é sempre devolvida quando você cancela antes da saída.',
    ]);
    expect(cancellationRules([])[0]).toBe(
      'Este passeio não devolve o valor do passeio em cancelamentos feitos por você.',
    );
  });

  it('writes the child and lap rules', () => {
    const base = { price_adult: 10000, price_child: 5000, child_max_age: 11 };
    expect(childRules({ ...base, minimum_age: 0, lap_max_age: 5 })).toEqual([
      'Sem idade mínima: crianças são bem-vindas.',
      'Crianças de 6 a 11 anos pagam R$\u00a050,00 e ocupam um assento.',
      'Crianças de colo (até 5 anos) não pagam e viajam no colo de um adulto, sem assento: no máximo uma por passageiro com assento. Elas contam na lotação do barco.',
      'A partir de 12 anos, paga-se o preço de adulto.',
    ]);
    expect(childRules({ ...base, minimum_age: 8, lap_max_age: null })).toEqual([
      'Idade mínima: 8 anos.',
      'Crianças de 8 a 11 anos pagam R$\u00a050,00 e ocupam um assento.',
      'A partir de 12 anos, paga-se o preço de adulto.',
    ]);
  });
});
