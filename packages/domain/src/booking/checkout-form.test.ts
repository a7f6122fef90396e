import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  buildIcs,
  checkBirthDate,
  checkPartyFits,
  repeatedCpfs,
  checkPassengerCpf,
  checkContactEmail,
  checkContactPhone,
  checkoutRefusalFields,
  checkPassengerName,
  maskCpf,
  maskPhone,
  passengerBand,
} from './index.ts';
import { FIELD_MESSAGES } from '../validation/fields.ts';
import { TEXT_LIMITS } from '../validation/text-limits.ts';

const trip = '2026-11-24';
const bands = { childMaxAge: 11, lapMaxAge: 5 };

describe('checkout form checks', () => {
  it('wants a full name', () => {
    expect(checkPassengerName(' A ')).toBe(CHECKOUT_MESSAGES.name);
    // One character for the database (passenger_name_invalid), though two UTF-16 units.
    expect(checkPassengerName('🙂')).toBe(CHECKOUT_MESSAGES.name);
    expect(checkPassengerName('Vera Visitante')).toBeNull();
  });

  it('keeps names, emails and phones within what the database keeps', () => {
    expect(checkPassengerName('V'.repeat(TEXT_LIMITS.passengerName))).toBeNull();
    expect(checkPassengerName(`  ${'V'.repeat(TEXT_LIMITS.passengerName)}  `)).toBeNull();
    expect(checkPassengerName('V'.repeat(1000))).toBe('Use no máximo 120 caracteres.');
    expect(checkContactEmail('vera@mare.example')).toBeNull();
    expect(checkContactEmail(`${'v'.repeat(250)}@mare.example`)).toBe(
      'Use no máximo 254 caracteres.',
    );
    expect(checkContactEmail('vera')).toBe(FIELD_MESSAGES.emailInvalid);
    expect(checkContactPhone('(71) 99999-0006')).toBeNull();
    expect(checkContactPhone('71')).toBe(FIELD_MESSAGES.whatsappInvalid);
  });

  it('reads birth dates on the day of the trip', () => {
    expect(checkBirthDate('', trip)).toBe(CHECKOUT_MESSAGES.birthDate);
    expect(checkBirthDate('2026-13-40', trip)).toBe(CHECKOUT_MESSAGES.birthDate);
    expect(checkBirthDate('2026-11-25', trip)).toBe(CHECKOUT_MESSAGES.birthFuture);
    expect(checkBirthDate('1900-01-01', trip)).toBe(CHECKOUT_MESSAGES.birthTooOld);
    expect(checkBirthDate('2020-01-01', trip, 8)).toBe(CHECKOUT_MESSAGES.minimumAge(8));
    expect(checkBirthDate('2018-11-24', trip, 8)).toBeNull();
    expect(checkBirthDate('1988-04-12', trip)).toBeNull();
  });

  it('gives the band by the age on the trip date, the birthday counting', () => {
    expect(passengerBand('2020-11-24', trip, bands)).toBe('child');
    expect(passengerBand('2020-11-25', trip, bands)).toBe('lap');
    expect(passengerBand('2014-11-25', trip, bands)).toBe('child');
    expect(passengerBand('2014-11-24', trip, bands)).toBe('adult');
    expect(passengerBand('', trip, bands)).toBeNull();
  });

  it('asks a CPF of adults and checks its digits whenever given', () => {
    expect(checkPassengerCpf('', 'adult')).toBe(CHECKOUT_MESSAGES.cpfRequired);
    expect(checkPassengerCpf('', 'child')).toBeNull();
    expect(checkPassengerCpf('', null)).toBeNull();
    expect(checkPassengerCpf('123.456.789-00', 'child')).toBe(CHECKOUT_MESSAGES.cpfInvalid);
    expect(checkPassengerCpf('111.111.111-11', 'adult')).toBe(CHECKOUT_MESSAGES.cpfInvalid);
    expect(checkPassengerCpf('529.982.247-25', 'adult')).toBeNull();
  });

  it('masks CPF and WhatsApp as they are typed', () => {
    expect(maskCpf('')).toBe('');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('52998224725999')).toBe('529.982.247-25');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('7')).toBe('(7');
    expect(maskPhone('719')).toBe('(71) 9');
    expect(maskPhone('7133334444')).toBe('(71) 3333-4444');
    expect(maskPhone('71999990006')).toBe('(71) 99999-0006');
  });

  it('checks that the bands fill the held seats and lap places', () => {
    expect(checkPartyFits(['adult', 'child', 'lap'], { seats: 2, laps: 1 })).toBeNull();
    expect(checkPartyFits(['adult', 'lap'], { seats: 2, laps: 0 })).toBe(
      'Pelas datas de nascimento, são 1 passageiro com lugar e 1 criança de colo; a reserva tem 2 lugares e 0 crianças de colo. Confira as datas ou escolha os lugares de novo.',
    );
  });

  it('keeps one lap child per adult, as checkout does (lap_needs_adult)', () => {
    expect(checkPartyFits(['adult', 'child', 'lap', 'lap'], { seats: 2, laps: 2 })).toBe(
      'Cada criança de colo viaja no colo de um adulto: pelas datas de nascimento, são 1 adulto e 2 crianças de colo. Confira as datas.',
    );
    expect(checkPartyFits(['adult', 'adult', 'lap', 'lap'], { seats: 2, laps: 2 })).toBeNull();
  });

  it('finds a CPF typed twice, with or without its punctuation', () => {
    expect(repeatedCpfs(['529.982.247-25', '', '52998224725', '111.444.777-35', ''])).toEqual([2]);
    expect(repeatedCpfs(['', ''])).toEqual([]);
  });
});

describe('buildIcs', () => {
  const event = {
    uid: 'b00c0000-0000-4000-8000-000000000003',
    title: 'Passeio de escuna pelas praias de Arraial do Cabo — reserva 4MR7CQ',
    start: new Date('2026-11-22T09:00:00-03:00'),
    durationMinutes: 240,
    location: 'Cais da Praia dos Anjos, Arraial do Cabo - RJ',
    description: 'Chegue 30 minutos antes; procure a barraca azul.\nLugares: K1, K2',
    stamp: new Date('2026-11-21T13:30:00Z'),
  };

  it('writes one event in UTC with escaped text, CRLF lines and a reminder', () => {
    const ics = buildIcs(event);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20261122T120000Z');
    expect(ics).toContain('DTEND:20261122T160000Z');
    expect(ics).toContain('DTSTAMP:20261121T133000Z');
    expect(ics).toContain('UID:b00c0000-0000-4000-8000-000000000003@mare.example');
    expect(ics).toContain('LOCATION:Cais da Praia dos Anjos\\, Arraial do Cabo - RJ');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Chegue 30 minutos antes\\; procure a barraca azul.\\nLugares: K1\\, K2',
    );
    expect(ics).toContain('TRIGGER:-P1D');
  });

  it('folds long lines at 75 octets, counting accents as bytes', () => {
    const ics = buildIcs({ ...event, title: 'Observação de baleias-francas '.repeat(6) });
    const encoder = new TextEncoder();
    for (const line of ics.split('\r\n'))
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${'Observação de baleias-francas '.repeat(6)}`);
  });
});

describe('checkout refusals on their fields', () => {
  const long = 'V'.repeat(1000);
  // Form: adult, lap child, adult; sent seated first: places 0, 2, 1.
  const form = {
    passengers: [
      { name: 'Vera Visitante', cpf: '529.982.247-25' },
      { name: 'Bia', cpf: '' },
      { name: long, cpf: '' },
    ],
    sent: [0, 2, 1],
    contact: { name: 'Vera Visitante', email: 'vera@mare' },
  };

  it("brings the server's index (sent order) back to the passenger's place on the form", () => {
    expect(
      checkoutRefusalFields({ code: 'passenger_name_invalid', detail: { index: 1 } }, form),
    ).toEqual([
      { field: { passenger: 2, part: 'name' }, message: 'Use no máximo 120 caracteres.' },
    ]);
    expect(checkoutRefusalFields({ code: 'cpf_invalid', detail: { index: 1 } }, form)).toEqual([
      { field: { passenger: 2, part: 'cpf' }, message: CHECKOUT_MESSAGES.cpfRequired },
    ]);
    expect(checkoutRefusalFields({ code: 'cpf_duplicate', detail: { index: 1 } }, form)).toEqual([
      { field: { passenger: 2, part: 'cpf' }, message: CHECKOUT_MESSAGES.cpfRepeated },
    ]);
    expect(
      checkoutRefusalFields(
        { code: 'below_minimum_age', detail: { index: 2, minimum_age: 8 } },
        form,
      ),
    ).toEqual([
      { field: { passenger: 1, part: 'birth' }, message: CHECKOUT_MESSAGES.minimumAge(8) },
    ]);
  });

  it('puts a check violation on passengers.full_name on every name over the limit', () => {
    expect(
      checkoutRefusalFields(
        {
          code: 'check_violation',
          detail: { table: 'passengers', constraint: 'passengers_full_name_check' },
        },
        form,
      ),
    ).toEqual([
      { field: { passenger: 2, part: 'name' }, message: 'Use no máximo 120 caracteres.' },
    ]);
  });

  it('puts contact_invalid on the contact field at fault', () => {
    expect(checkoutRefusalFields({ code: 'contact_invalid', detail: null }, form)).toEqual([
      { field: { contact: 'email' }, message: FIELD_MESSAGES.emailInvalid },
    ]);
    const longName = { ...form, contact: { name: long, email: 'vera@mare.example' } };
    expect(checkoutRefusalFields({ code: 'contact_invalid', detail: null }, longName)).toEqual([
      { field: { contact: 'name' }, message: 'Use no máximo 120 caracteres.' },
    ]);
    const allFine = { ...form, contact: { name: 'Vera', email: 'vera@mare.example' } };
    expect(checkoutRefusalFields({ code: 'contact_invalid', detail: null }, allFine)).toEqual([
      { field: { contact: 'email' }, message: FIELD_MESSAGES.emailInvalid },
    ]);
  });

  it('puts a refused birth date on that passenger', () => {
    expect(
      checkoutRefusalFields({ code: 'birth_date_invalid', detail: { index: 0 } }, form),
    ).toEqual([{ field: { passenger: 0, part: 'birth' }, message: CHECKOUT_MESSAGES.birthTooOld }]);
  });

  it('lands nowhere for refusals about no field, or an index it does not know', () => {
    expect(checkoutRefusalFields({ code: 'seat_taken', detail: null }, form)).toEqual([]);
    expect(
      checkoutRefusalFields({ code: 'passenger_name_invalid', detail: { index: 7 } }, form),
    ).toEqual([]);
    const shortNames = { ...form, passengers: [{ name: 'Vera Visitante', cpf: '' }], sent: [0] };
    expect(
      checkoutRefusalFields(
        { code: 'check_violation', detail: { constraint: 'passengers_full_name_check' } },
        shortNames,
      ),
    ).toEqual([]);
  });
});
