import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  availability,
  durationLabel,
  filterTours,
  freeCancellationHours,
  hasTourFilters,
  parseTourFilters,
  saoPauloDay,
  seatsLabel,
  shownDeparture,
  tourFiltersToParams,
} from './listing.ts';
import { cancellationRules, childRules } from './policy.ts';
import type { ListedTour } from './tour-types.ts';

const tour = (over: Partial<ListedTour>): ListedTour => ({
  id: 'x',
  slug: 'x',
  title: 'X',
  summary: '',
  beach_id: 'praia-do-forno',
  place: null,
  duration_minutes: 120,
  minimum_age: 0,
  languages: ['pt-BR'],
  price_adult: 10000,
  price_child: 5000,
  boarding_fee: 1000,
  cancellation_tiers: [{ hours_before: 24, percent: 100 }],
  photos: [],
  covered: false,
  seats_sold: 0,
  departures: [],
  ...over,
});
const departure = (startsAt: string, left = 10) => ({
  id: startsAt,
  starts_at: startsAt,
  status: 'scheduled' as const,
  seats_total: 20,
  seats_left: left,
});

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

describe('filterTours', () => {
  const forno = tour({
    id: 'forno',
    title: 'Forno',
    seats_sold: 5,
    departures: [departure('2026-11-22T12:00:00Z'), departure('2026-11-24T12:00:00Z')],
  });
  const jeri = tour({
    id: 'jeri',
    title: 'Jeri',
    beach_id: 'jericoacoara',
    price_adult: 15000,
    boarding_fee: 0,
    duration_minutes: 300,
    covered: true,
    seats_sold: 9,
    departures: [departure('2026-11-23T19:30:00Z')],
  });
  const none = tour({ id: 'none', title: 'Sem saídas', place: 'Ilha', beach_id: null });
  const all = [none, jeri, forno];
  const ids = (list: ListedTour[]) => list.map((t) => t.id);

  it('orders by the next departure (none last), price or popularity', () => {
    expect(ids(filterTours(all, NO_FILTERS))).toEqual(['forno', 'jeri', 'none']);
    expect(ids(filterTours(all, { ...NO_FILTERS, sort: 'menor-preco' }))).toEqual([
      'forno',
      'none',
      'jeri',
    ]);
    expect(ids(filterTours(all, { ...NO_FILTERS, sort: 'maior-preco' }))[0]).toBe('jeri');
    expect(ids(filterTours(all, { ...NO_FILTERS, sort: 'populares' }))).toEqual([
      'jeri',
      'forno',
      'none',
    ]);
  });

  it('filters by beach, region, day, all-in price, duration and covered zone', () => {
    expect(ids(filterTours(all, { ...NO_FILTERS, beach: 'jericoacoara' }))).toEqual(['jeri']);
    expect(ids(filterTours(all, { ...NO_FILTERS, region: 'southeast' }))).toEqual(['forno']);
    expect(ids(filterTours(all, { ...NO_FILTERS, region: 'undefined' }))).toEqual(['none']);
    expect(ids(filterTours(all, { ...NO_FILTERS, date: '2026-11-24' }))).toEqual(['forno']);
    expect(ids(filterTours(all, { ...NO_FILTERS, maxPrice: 110 }))).toEqual(['forno', 'none']);
    expect(ids(filterTours(all, { ...NO_FILTERS, maxPrice: 109 }))).toEqual([]);
    expect(ids(filterTours(all, { ...NO_FILTERS, duration: 'mais-4h' }))).toEqual(['jeri']);
    expect(ids(filterTours(all, { ...NO_FILTERS, covered: true }))).toEqual(['jeri']);
  });

  it('shows the departure of the chosen São Paulo day', () => {
    // 02:00 UTC on the 24th is still the 23rd in São Paulo.
    expect(saoPauloDay('2026-11-24T02:00:00Z')).toBe('2026-11-23');
    expect(shownDeparture(forno, '2026-11-24')?.starts_at).toBe('2026-11-24T12:00:00Z');
    expect(shownDeparture(forno, '')?.starts_at).toBe('2026-11-22T12:00:00Z');
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
