import { describe, expect, it } from 'vitest';
import { parseCsv } from '../csv/index.ts';
import {
  ownerRevenueCsv,
  percentChange,
  salesCsv,
  type SaleLine,
  type SalesSummary,
} from './figures.ts';

const line = (code: string, gross: number, fee: number, refunds: number): SaleLine => ({
  booking_id: `id-${code}`,
  code,
  sold_at: '2026-11-21T13:32:00.000Z',
  status: refunds > 0 ? 'cancelled' : 'confirmed',
  starts_at: '2026-11-22T12:00:00.000Z',
  tour_id: 't1',
  tour_title: 'Passeio de escuna; Arraial',
  owner_id: 'o1',
  owner_name: 'Bruno Barqueiro',
  region: 'southeast',
  buyer_name: 'Vera Visitante',
  seats: 2,
  laps: 0,
  subtotal: gross - 2000,
  boarding_fees: 2000,
  gross,
  refunds,
  platform_fee: fee,
  net: gross - refunds - fee,
});

describe('report figures', () => {
  it('percent change against the previous period, undefined when it had nothing', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(10, 0)).toBeUndefined();
  });

  it('the sales CSV has one line per sale, São Paulo times, and totals equal to the lines', () => {
    const rows = [line('ABC234', 22000, 2000, 0), line('XYZ789', 51000, 0, 51000)];
    const parsed = parseCsv(salesCsv(rows));
    expect(parsed[0]?.[0]).toBe('Código');
    expect(parsed[1]).toEqual([
      'ABC234',
      '21/11/2026 10:32',
      'Confirmada',
      '22/11/2026 09:00',
      'Passeio de escuna; Arraial',
      'Bruno Barqueiro',
      'Sudeste',
      'Vera Visitante',
      '2',
      '220,00',
      '20,00',
      '0,00',
      '200,00',
    ]);
    expect(parsed[3]).toEqual([
      'Total',
      '2 vendas',
      '',
      '',
      '',
      '',
      '',
      '',
      '4',
      '730,00',
      '20,00',
      '510,00',
      '200,00',
    ]);
  });

  it("the owner's CSV lists each tour and the period's totals as the database gave them", () => {
    const summary: SalesSummary = {
      gross: 132000,
      platform_fee: 12000,
      refunds: 0,
      net: 120000,
      bookings: 1,
      average_ticket: 132000,
      cancellations: 0,
      refunded_bookings: 0,
      seats: 12,
      departures: 3,
      seats_total: 102,
      seats_sold: 12,
      occupancy_percent: 11.8,
    };
    const parsed = parseCsv(
      ownerRevenueCsv({
        from: '',
        to: '',
        summary: {
          ...summary,
          refund_states: {
            pending: 0,
            sent: 0,
            done: 0,
            refused: 0,
            pending_count: 0,
            sent_count: 0,
            refused_count: 0,
          },
        },
        by_day: [],
        by_tour: [{ ...summary, tour_id: 't', title: 'Escuna' }],
      }),
    );
    expect(parsed[1]).toEqual(['Escuna', '1', '0', '11,8', '1320,00', '120,00', '0,00', '1200,00']);
    expect(parsed[2]?.[0]).toBe('Total do período');
  });
});
