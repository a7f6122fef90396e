import type { Party } from '@mare/domain';
import { MAX_SEATS } from './PartyPicker.tsx';

/** The party and seats in an address (`adultos=2&criancas=1&colo=0&lugares=C3,C4`). */
export function partyQuery(party: Party, seats: readonly string[]): string {
  const query = new URLSearchParams({
    adultos: String(party.adults),
    criancas: String(party.children),
    colo: String(party.laps),
  });
  if (seats.length > 0) query.set('lugares', seats.join(','));
  return query.toString();
}

const count = (value: string | null, min: number) => {
  const n = Number(value ?? '');
  return Number.isInteger(n) && n >= min && n <= MAX_SEATS ? n : null;
};

/** Reads what `partyQuery` wrote; anything malformed is dropped, never trusted. */
export function readPartyQuery(search: string): { party?: Party; seats?: string[] } {
  const query = new URLSearchParams(search);
  const adults = count(query.get('adultos'), 1);
  const children = count(query.get('criancas'), 0) ?? 0;
  const laps = count(query.get('colo'), 0) ?? 0;
  if (adults === null || adults + children + laps > MAX_SEATS || laps > adults) return {};
  const seats = (query.get('lugares') ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => /^[A-Za-z0-9]{1,8}$/.test(code))
    .slice(0, adults + children);
  return { party: { adults, children, laps }, seats };
}
