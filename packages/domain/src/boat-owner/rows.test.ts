import { describe, expect, it } from 'vitest';
import {
  boatOf,
  boatOwnerErrorMessage,
  boatOwnerRefusal,
  departureOf,
  onBoard,
  tourOf,
} from '../index.ts';

const boatRow = {
  id: 'b1',
  name: 'Escuna Arraial',
  kind: 'escuna',
  registration: 'CP-1',
  capacity: 30,
  photos: ['a.jpg', 7],
  amenities: ['toldo'],
  status: 'active',
  verification: 'approved',
  refusal_reason: null,
};

describe("the boat owner's rows", () => {
  it('narrows a boat: its text unions checked, its jsonb lists read', () => {
    expect(boatOf(boatRow)).toEqual({ ...boatRow, photos: ['a.jpg'], amenities: ['toldo'] });
  });

  it('refuses a value the check constraint would not allow, instead of passing it on', () => {
    expect(() => boatOf({ ...boatRow, kind: 'submarino' })).toThrow(
      'boats.kind holds "submarino", which the app does not know.',
    );
    expect(() => boatOf({ ...boatRow, verification: 'maybe' })).toThrow(/boats\.verification/);
  });

  it("reads a tour's jsonb columns into their shapes, dropping what does not fit", () => {
    const tour = tourOf({
      id: 't1',
      beach_id: null,
      place: 'Arraial do Cabo',
      slug: 'escuna',
      title: 'Escuna',
      summary: 'Praias',
      itinerary: [{ title: 'Prainhas', minutes: 40 }, { minutes: 10 }],
      included: ['água'],
      not_included: null,
      meeting_point: { address: 'Praia dos Anjos' },
      what_to_bring: ['protetor'],
      duration_minutes: 240,
      minimum_age: 0,
      price_adult: 12000,
      price_child: 6000,
      child_max_age: 11,
      lap_max_age: 2,
      boarding_fee: 1000,
      cancellation_tiers: [{ hours_before: 24, percent: 100 }],
      photos: [],
      status: 'in_review',
      default_boat_id: 'b1',
      tide_rule: { kind: 'below', metres: 0.8 },
    });
    expect(tour.itinerary).toEqual([{ title: 'Prainhas', minutes: 40 }]);
    expect(tour.not_included).toEqual([]);
    expect(tour.meeting_point).toEqual({ address: 'Praia dos Anjos' });
    expect(tour.cancellation_tiers).toEqual([{ hours_before: 24, percent: 100 }]);
    expect(tour.status).toBe('in_review');
    expect(tour.tide_rule).toEqual({ kind: 'below', metres: 0.8 });
  });

  it('counts who is on board of a departure: held, awaiting payment or confirmed, laps too', () => {
    const departure = departureOf({
      id: 'd1',
      tour_id: 't1',
      boat_id: 'b1',
      starts_at: '2026-11-22T11:30:00Z',
      status: 'cancelled',
      cancel_reason: 'Mar fechado',
      sales_cutoff_at: '2026-11-22T10:30:00Z',
      min_passengers: 1,
      note: null,
      tour: { title: 'Escuna' },
      boat: { name: 'Escuna Arraial', capacity: 30 },
      bookings: [
        { seat_count: 2, lap_count: 1, status: 'confirmed' },
        { seat_count: 3, lap_count: 0, status: 'awaiting_payment' },
        { seat_count: 4, lap_count: 0, status: 'cancelled' },
      ],
    });
    expect(departure.status).toBe('cancelled');
    expect(onBoard(departure)).toBe(6);
  });
});

describe("the boat owner's messages", () => {
  it('lists what a tour sent to review lacks', () => {
    expect(boatOwnerRefusal('tour_incomplete', { missing: ['itinerary', 'photos', 'x'] })).toBe(
      'Antes de enviar para revisão, preencha: roteiro, fotos, x.',
    );
    expect(boatOwnerRefusal('tour_incomplete')).toMatch(
      /^Antes de enviar para revisão, preencha o/,
    );
    expect(boatOwnerRefusal('whatever')).toBeUndefined();
  });

  it('words the common kinds for the owner, and leaves the network and the server their own', () => {
    expect(boatOwnerErrorMessage('permission')).toBe('Você não tem permissão para alterar isto.');
    expect(boatOwnerErrorMessage('conflict')).toMatch(/^Já existe um passeio com este endereço/);
    expect(boatOwnerErrorMessage('tour_status_locked')).toMatch(/^A situação do passeio muda/);
    expect(boatOwnerErrorMessage('check_violation')).toBe(
      'Não foi possível salvar. Tente novamente.',
    );
    // The tide rule's refusals (migration 20261202000110), in the form's words.
    expect(boatOwnerErrorMessage('tide_rule_invalid')).toMatch(/de 0,01 a 3 m/);
    expect(boatOwnerErrorMessage('tide_rule_no_tide')).toMatch(
      /^A Maré não tem previsão de maré para este lugar/,
    );
    expect(boatOwnerErrorMessage('network')).toBeUndefined();
    expect(boatOwnerErrorMessage('server')).toBeUndefined();
  });
});
