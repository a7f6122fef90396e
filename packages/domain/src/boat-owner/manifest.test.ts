import { describe, expect, it } from 'vitest';
import { parseCsv } from '../csv/csv.ts';
import {
  cancelReasonText,
  cancelledWithReason,
  departureCancelledMessage,
  departureWhen,
  manifestCounts,
  boardingListCsv,
  boardingListFileName,
  manifestCsv,
  manifestFileName,
  whatsappLink,
  whatsappNumber,
  type DepartureManifest,
  type ManifestPassenger,
} from '../index.ts';

const passenger = (over: Partial<ManifestPassenger>): ManifestPassenger => ({
  id: 'p',
  booking_id: 'b1',
  booking_code: 'AMR2KQ',
  booking_status: 'confirmed',
  full_name: 'Ana Silva',
  cpf: '***.982.247-**',
  band: 'adult',
  seat: 'P1',
  zone: 'proa',
  zone_name: 'Proa',
  paid: true,
  checked_in_at: null,
  ...over,
});

const zones = [
  { code: 'proa', name: 'Proa' },
  { code: 'popa', name: 'Popa' },
];

const manifest: DepartureManifest = {
  departure: {
    id: 'd',
    starts_at: '2026-11-22T12:00:00Z',
    status: 'confirmed',
    cancel_reason: null,
    sales_cutoff_at: '2026-11-22T11:00:00Z',
    min_passengers: 10,
    tour: { id: 't', title: 'Escuna', slug: 'escuna-praias-de-arraial' },
    boat: { id: 'bt', name: 'Escuna Maré Alta', capacity: 40 },
    zones,
  },
  passengers: [
    passenger({ id: 'p1', checked_in_at: '2026-11-22T11:40:00Z' }),
    passenger({ id: 'p2', seat: 'P2', full_name: '=cmd', cpf: '***.111.222-**' }),
    passenger({
      id: 'p3',
      booking_id: 'b2',
      booking_code: 'BMR3PQ',
      seat: 'A1',
      zone: 'popa',
      zone_name: 'Popa',
      paid: false,
      band: 'child',
    }),
    passenger({ id: 'p4', seat: null, zone: null, zone_name: null, band: 'lap', cpf: null }),
  ],
  bookings: [
    {
      id: 'b1',
      code: 'AMR2KQ',
      status: 'confirmed',
      contact_name: 'Ana Silva',
      contact_phone: '(71) 99999-0006',
      seat_count: 2,
      lap_count: 1,
      total: 22000,
      refunded: 0,
      passengers: [],
    },
    {
      id: 'b2',
      code: 'BMR3PQ',
      status: 'awaiting_payment',
      contact_name: null,
      contact_phone: null,
      seat_count: 1,
      lap_count: 0,
      total: 6000,
      refunded: 0,
      passengers: [],
    },
  ],
};

describe('manifestCounts', () => {
  it('counts by band and zone (lap children apart), checked in, paid and pending', () => {
    expect(manifestCounts(manifest.passengers, zones)).toEqual({
      total: 4,
      checkedIn: 1,
      paid: 3,
      pending: 1,
      refunded: 0,
      noShow: 0,
      byBand: { adult: 2, child: 1, lap: 1 },
      byZone: [
        { code: 'proa', name: 'Proa', count: 2 },
        { code: 'popa', name: 'Popa', count: 1 },
        { code: 'colo', name: 'Colo', count: 1 },
      ],
    });
  });

  it('leaves out empty zones', () => {
    expect(manifestCounts([], zones).byZone).toEqual([]);
  });

  it('counts a cancelled departure’s paid passengers as refunded, never as paid, and no-shows apart', () => {
    const cancelled = [
      passenger({ id: 'a', booking_status: 'cancelled', paid: true }),
      passenger({ id: 'b', booking_status: 'cancelled', paid: true }),
      passenger({ id: 'c', booking_status: 'cancelled', paid: false }),
    ];
    expect(manifestCounts(cancelled, zones)).toMatchObject({ paid: 0, pending: 0, refunded: 2 });
    const departed = [
      passenger({ id: 'a', booking_status: 'no_show' }),
      passenger({ id: 'b', booking_status: 'confirmed' }),
    ];
    expect(manifestCounts(departed, zones)).toMatchObject({ paid: 2, noShow: 1, refunded: 0 });
  });
});

describe('manifestCsv', () => {
  it('writes one passenger a line, the booking total once, formulas as text', () => {
    const rows = parseCsv(manifestCsv(manifest, () => '08h40'));
    expect(rows[0]).toEqual([
      'Assento',
      'Zona',
      'Passageiro',
      'Faixa',
      'CPF',
      'Reserva',
      'Pagamento',
      'Valor da reserva (R$)',
      'Check-in',
    ]);
    expect(rows[1]).toEqual([
      'P1',
      'Proa',
      'Ana Silva',
      'Adulto',
      '***.982.247-**',
      'AMR2KQ',
      'Pago',
      '220,00',
      '08h40',
    ]);
    expect(rows[2]?.[2]).toBe("'=cmd");
    expect(rows[2]?.[7]).toBe('');
    expect(rows[3]).toEqual([
      'A1',
      'Popa',
      'Ana Silva',
      'Criança',
      '***.982.247-**',
      'BMR3PQ',
      'Pendente',
      '60,00',
      '',
    ]);
    expect(rows[4]?.slice(0, 4)).toEqual(['Colo', 'Colo', 'Ana Silva', 'Criança de colo']);
  });

  it('names the file after the tour and the day', () => {
    expect(manifestFileName(manifest, '2026-11-22')).toBe(
      'passageiros-escuna-praias-de-arraial-2026-11-22.csv',
    );
  });
});

describe('boardingListCsv', () => {
  it('writes the full CPF and the birth date of each passenger, lap children on Colo', () => {
    const rows = parseCsv(
      boardingListCsv({
        departure: {
          id: 'd',
          starts_at: '2026-11-22T12:00:00Z',
          status: 'confirmed',
          tour_title: 'Escuna',
          boat_name: 'Escuna Netuno',
          boat_registration: '381-000000-1',
          capacity: 40,
        },
        passengers: [
          {
            full_name: 'Ana Silva',
            cpf: '52998224725',
            birth_date: '1988-04-12',
            band: 'adult',
            seat: 'P1',
            booking_code: 'AMR2KQ',
          },
          {
            full_name: 'Bia Silva',
            cpf: null,
            birth_date: '2025-03-01',
            band: 'lap',
            seat: null,
            booking_code: 'AMR2KQ',
          },
        ],
      }),
    );
    expect(rows).toEqual([
      ['Passageiro', 'CPF', 'Data de nascimento', 'Faixa', 'Assento', 'Reserva'],
      ['Ana Silva', '529.982.247-25', '12/04/1988', 'Adulto', 'P1', 'AMR2KQ'],
      ['Bia Silva', '', '01/03/2025', 'Criança de colo', 'Colo', 'AMR2KQ'],
    ]);
  });

  it('names the file after the tour and the day', () => {
    expect(boardingListFileName(manifest, '2026-11-22')).toBe(
      'lista-de-embarque-escuna-praias-de-arraial-2026-11-22.csv',
    );
  });
});

describe('cancellation messages', () => {
  it('words the chosen reason with the owner’s detail as the database does, or takes what the owner typed', () => {
    expect(cancelReasonText('weather', ' Capitania dos Portos ')).toBe(
      'mar fechado / ressaca — Capitania dos Portos',
    );
    expect(cancelReasonText('maintenance', '')).toBe('manutenção do barco');
    expect(cancelReasonText('minimum_not_met', '  ')).toBe('mínimo de passageiros não atingido');
    expect(cancelReasonText('other', '  Motor quebrado  ')).toBe('Motor quebrado');
  });

  it('says why a departure was cancelled, never only "pelo operador"', () => {
    expect(cancelledWithReason('mar fechado / ressaca — Capitania dos Portos')).toBe(
      'Cancelada: mar fechado / ressaca — Capitania dos Portos',
    );
    expect(cancelledWithReason('  ')).toBe('Cancelada');
    expect(cancelledWithReason(null)).toBe('Cancelada');
  });

  it('builds wa.me links for Brazilian mobiles only', () => {
    expect(whatsappNumber('(71) 99999-0006')).toBe('5571999990006');
    expect(whatsappNumber('+55 71 99999-0006')).toBe('5571999990006');
    expect(whatsappNumber('(71) 3333-0006')).toBeNull();
    expect(whatsappNumber(null)).toBeNull();
    expect(whatsappLink('(71) 99999-0006', 'Olá, Vera!')).toBe(
      'https://wa.me/5571999990006?text=Ol%C3%A1%2C%20Vera!',
    );
    expect(whatsappLink('', 'x')).toBeNull();
  });

  it('tells the tour, the São Paulo date and time, the reason and the refund', () => {
    expect(departureWhen('2026-12-02T19:30:00Z')).toBe('02/12/2026 às 16h30');
    const message = departureCancelledMessage({
      contactName: 'Vera Visitante',
      tourTitle: 'Catamarã do pôr do sol em Jericoacoara',
      startsAt: '2026-12-02T19:30:00Z',
      reason: 'Mar fechado pela Capitania dos Portos',
      code: 'AMR2KQ',
      refunded: 45000,
    });
    expect(message).toContain('Olá, Vera!');
    expect(message).toContain(
      'a saída de 02/12/2026 às 16h30 do passeio "Catamarã do pôr do sol em Jericoacoara" foi cancelada. Motivo: Mar fechado pela Capitania dos Portos.',
    );
    expect(message).toContain('O valor pago, R$ 450,00, será devolvido por inteiro no seu Pix.');
    expect(message).toContain('Reserva AMR2KQ.');
    expect(
      departureCancelledMessage({
        contactName: null,
        tourTitle: 'X',
        startsAt: '2026-12-02T19:30:00Z',
        reason: 'Manutenção do barco',
        code: 'BMR3PQ',
        refunded: 0,
      }),
    ).toContain('Olá! Aqui é da Maré.\n\nInfelizmente');
  });
});
