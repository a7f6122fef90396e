import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { csvCents, toCsv } from '../csv/csv.ts';
import type { DepartureStatus } from '../tours/status.ts';

/** What departure_manifest answers (supabase/migrations/20261126000500_departure_manifest.sql). */
export type PassengerBand = 'adult' | 'child' | 'lap';
export type ManifestBookingStatus = 'awaiting_payment' | 'confirmed' | 'no_show' | 'cancelled';

export interface ManifestPassenger {
  id: string;
  booking_id: string;
  booking_code: string;
  booking_status: ManifestBookingStatus;
  full_name: string;
  /** Masked by the database: ***.982.247-** (null for lap children). */
  cpf: string | null;
  band: PassengerBand;
  seat: string | null;
  zone: string | null;
  zone_name: string | null;
  paid: boolean;
  checked_in_at: string | null;
}

export interface ManifestBooking {
  id: string;
  code: string;
  status: ManifestBookingStatus;
  contact_name: string | null;
  contact_phone: string | null;
  seat_count: number;
  lap_count: number;
  total: number | null;
  refunded: number;
  passengers: string[];
}

export interface DepartureManifest {
  departure: {
    id: string;
    starts_at: string;
    status: DepartureStatus;
    cancel_reason: string | null;
    sales_cutoff_at: string;
    min_passengers: number;
    tour: { id: string; title: string; slug: string };
    boat: { id: string; name: string; capacity: number };
    zones: { code: string; name: string }[];
  };
  passengers: ManifestPassenger[];
  bookings: ManifestBooking[];
}

export const BAND_LABELS: Record<PassengerBand, string> = {
  adult: 'Adulto',
  child: 'Criança',
  lap: 'Criança de colo',
};

export interface ManifestCounts {
  total: number;
  checkedIn: number;
  paid: number;
  pending: number;
  /** Of a cancelled departure: passengers whose payment went back. */
  refunded: number;
  /** Passengers of bookings marked no-show. */
  noShow: number;
  byBand: Record<PassengerBand, number>;
  /** In the boat's zone order; lap children (no seat) under "Colo". */
  byZone: { code: string; name: string; count: number }[];
}

export const LAP_ZONE = { code: 'colo', name: 'Colo' } as const;

/** The counts the pier needs: by band, by zone, checked in, paid or pending. */
export function manifestCounts(
  passengers: readonly ManifestPassenger[],
  zones: readonly { code: string; name: string }[],
): ManifestCounts {
  const byBand: Record<PassengerBand, number> = { adult: 0, child: 0, lap: 0 };
  const perZone = new Map<string, number>();
  let checkedIn = 0;
  let paid = 0;
  let refunded = 0;
  let noShow = 0;
  for (const p of passengers) {
    byBand[p.band] += 1;
    const zone = p.zone ?? LAP_ZONE.code;
    perZone.set(zone, (perZone.get(zone) ?? 0) + 1);
    if (p.checked_in_at) checkedIn += 1;
    // A cancelled booking's payment went back: it counts as refunded, never as paid.
    if (p.booking_status === 'cancelled') {
      if (p.paid) refunded += 1;
    } else if (p.paid) paid += 1;
    if (p.booking_status === 'no_show') noShow += 1;
  }
  const byZone = [...zones, LAP_ZONE]
    .map((zone) => ({ code: zone.code, name: zone.name, count: perZone.get(zone.code) ?? 0 }))
    .filter((zone) => zone.count > 0);
  return {
    total: passengers.length,
    checkedIn,
    paid,
    pending: passengers.filter((p) => p.booking_status !== 'cancelled').length - paid,
    refunded,
    noShow,
    byBand,
    byZone,
  };
}

export const PAYMENT_LABELS = { paid: 'Pago', pending: 'Pendente' } as const;

/**
 * The manifest as a spreadsheet (Excel pt-BR): one passenger a line, the check-in time in São
 * Paulo time, the booking's total in reais on its first passenger only (sums stay right).
 */
export function manifestCsv(
  manifest: DepartureManifest,
  formatTime: (iso: string) => string,
): string {
  const firstOfBooking = new Set<string>();
  const totals = new Map(manifest.bookings.map((b) => [b.id, b.total]));
  const rows = manifest.passengers.map((p) => {
    const first = !firstOfBooking.has(p.booking_id);
    firstOfBooking.add(p.booking_id);
    const total = first ? totals.get(p.booking_id) : null;
    return [
      p.seat ?? LAP_ZONE.name,
      p.zone_name ?? LAP_ZONE.name,
      p.full_name,
      BAND_LABELS[p.band],
      p.cpf,
      p.booking_code,
      p.paid ? PAYMENT_LABELS.paid : PAYMENT_LABELS.pending,
      total === null || total === undefined ? null : csvCents(total),
      p.checked_in_at ? formatTime(p.checked_in_at) : null,
    ];
  });
  return toCsv(
    [
      'Assento',
      'Zona',
      'Passageiro',
      'Faixa',
      'CPF',
      'Reserva',
      'Pagamento',
      'Valor da reserva (R$)',
      'Check-in',
    ],
    rows,
  );
}

/** A file name for the download: "passageiros-escuna-praias-de-arraial-2026-11-22.csv". */
export function manifestFileName(manifest: DepartureManifest, localDate: string): string {
  return `passageiros-${manifest.departure.tour.slug}-${localDate}.csv`;
}

/**
 * What departure_boarding_list answers (supabase/migrations/20261130000200_access_rules.sql): the
 * documents a boarding list legally needs, full CPF included. Every call is audited.
 */
export interface BoardingList {
  departure: {
    id: string;
    starts_at: string;
    status: DepartureManifest['departure']['status'];
    tour_title: string;
    boat_name: string;
    boat_registration: string;
    capacity: number;
  };
  passengers: {
    full_name: string;
    /** 11 digits; null for a child without one. */
    cpf: string | null;
    /** YYYY-MM-DD */
    birth_date: string;
    band: PassengerBand;
    seat: string | null;
    booking_code: string;
  }[];
}

/** The boarding list as a spreadsheet (Excel pt-BR): name, CPF, birth date, band, seat, booking. */
export function boardingListCsv(list: BoardingList): string {
  const rows = list.passengers.map((p) => [
    p.full_name,
    p.cpf ? formatCpf(p.cpf) : null,
    p.birth_date.split('-').reverse().join('/'),
    BAND_LABELS[p.band],
    p.seat ?? LAP_ZONE.name,
    p.booking_code,
  ]);
  return toCsv(['Passageiro', 'CPF', 'Data de nascimento', 'Faixa', 'Assento', 'Reserva'], rows);
}

export function boardingListFileName(manifest: DepartureManifest, localDate: string): string {
  return `lista-de-embarque-${manifest.departure.tour.slug}-${localDate}.csv`;
}
