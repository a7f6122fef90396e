/** Price bands of a tour, in centavos (tours.price_adult, price_child, …). */
export interface PriceBands {
  adult: number;
  child: number;
  /** Children pay `child` up to this age, inclusive. */
  childMaxAge: number;
  /** Lap children (free, no seat) up to this age, inclusive; null when the tour has none. */
  lapMaxAge: number | null;
  /** Taxa de embarque per seated passenger, shown apart from the price. */
  boardingFee: number;
}

export type Band = 'adult' | 'child' | 'lap';

export interface Party {
  adults: number;
  children: number;
  laps: number;
}

export interface PartyPrice {
  subtotal: number;
  boardingFees: number;
  total: number;
}

const dateParts = (iso: string): [number, number, number] => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`not a date: ${iso}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};

/** Whole years between a birth date and a date (both `YYYY-MM-DD`), as Postgres' age() counts. */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = dateParts(birthDate);
  const [y, m, d] = dateParts(on);
  const beforeBirthday = m < bm || (m === bm && d < bd);
  return y - by - (beforeBirthday ? 1 : 0);
}

export function bandFor(age: number, bands: Pick<PriceBands, 'childMaxAge' | 'lapMaxAge'>): Band {
  if (bands.lapMaxAge !== null && age <= bands.lapMaxAge) return 'lap';
  if (age <= bands.childMaxAge) return 'child';
  return 'adult';
}

/** The price of a party: bands × prices, plus the taxa de embarque per seated passenger. */
export function partyPrice(party: Party, bands: PriceBands): PartyPrice {
  const subtotal = party.adults * bands.adult + party.children * bands.child;
  const boardingFees = (party.adults + party.children) * bands.boardingFee;
  return { subtotal, boardingFees, total: subtotal + boardingFees };
}

/** Counts the bands of passengers by their birth dates on the departure date. */
export function partyOf(birthDates: string[], on: string, bands: PriceBands): Party {
  const party: Party = { adults: 0, children: 0, laps: 0 };
  for (const birth of birthDates) {
    const band = bandFor(ageOn(birth, on), bands);
    if (band === 'adult') party.adults += 1;
    else if (band === 'child') party.children += 1;
    else party.laps += 1;
  }
  return party;
}
