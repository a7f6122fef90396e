import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGION_NAMES, regionOfState } from '../regions/regions.ts';
import { stateName } from '../regions/states.ts';
import { SAMPLE_BEACHES, findBeach, pickSampleBeaches } from './sample-beaches.ts';
import { SAMPLE_BEACH_SUMMARIES, sampleBeachSummary } from './catalogue-summaries.ts';
import { SAMPLE_BEACH_CARDS } from './summaries.ts';

/** The illustrations live in packages/ui/public; the site serves that folder at its root. */
const publicDir = path.resolve(import.meta.dirname, '../../../ui/public');

describe('sample beaches', () => {
  it('picks the same 5 fixed beaches every time', () => {
    const first = pickSampleBeaches();
    expect(first).toHaveLength(5);
    expect(pickSampleBeaches()).toEqual(first);
    expect(first.map((b) => b.id)).toEqual([
      'baia-do-sancho',
      'jericoacoara',
      'praia-do-forno',
      'praia-do-rosa',
      'alter-do-chao',
    ]);
  });

  it('hands out a copy, so a caller cannot reorder the sample', () => {
    const picked = pickSampleBeaches();
    picked.reverse();
    expect(pickSampleBeaches()[0]?.id).toBe('baia-do-sancho');
  });

  it('spans at least four regions, one of them Pará or Amapá', () => {
    const regions = new Set(SAMPLE_BEACHES.map((b) => regionOfState(b.state)));
    expect(regions.size).toBeGreaterThanOrEqual(4);
    expect(regions).not.toContain('undefined');
    expect(SAMPLE_BEACHES.some((b) => b.state === 'PA' || b.state === 'AP')).toBe(true);
  });

  it.each(SAMPLE_BEACHES.map((b) => [b.id, b] as const))('%s fills every field', (id, beach) => {
    expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const texts = [
      beach.name,
      beach.city,
      beach.description,
      beach.history,
      ...Object.values(beach.characteristics),
    ];
    for (const text of texts) expect(text.trim().length).toBeGreaterThan(2);
    expect(Object.keys(beach.characteristics).sort()).toEqual([
      'infrastructure',
      'sand',
      'sea',
      'vegetation',
    ]);
    expect(beach.nearbyAttractions.length).toBeGreaterThanOrEqual(3);
    expect(beach.curiosities.length).toBeGreaterThanOrEqual(3);
    expect(beach.description.length).toBeGreaterThan(120);
  });

  it.each(SAMPLE_BEACHES.map((b) => [b.id, b] as const))(
    '%s sits on the Brazilian coast or a river, with real coordinates',
    (_id, beach) => {
      // Brazil's extremes, Noronha included.
      expect(beach.latitude).toBeGreaterThan(-34);
      expect(beach.latitude).toBeLessThan(5.3);
      expect(beach.longitude).toBeGreaterThan(-74);
      expect(beach.longitude).toBeLessThan(-32.3);
    },
  );

  it('places each beach in its own state', () => {
    const byId = Object.fromEntries(SAMPLE_BEACHES.map((b) => [b.id, b]));
    // Rough latitude bands of each state's coast: catches swapped or sign-flipped coordinates.
    expect(byId['baia-do-sancho']?.longitude).toBeGreaterThan(-33);
    expect(byId['jericoacoara']?.latitude).toBeCloseTo(-2.8, 1);
    expect(byId['praia-do-forno']?.latitude).toBeCloseTo(-22.97, 1);
    expect(byId['praia-do-rosa']?.latitude).toBeCloseTo(-28.13, 1);
    expect(byId['alter-do-chao']?.longitude).toBeCloseTo(-54.95, 1);
  });

  it.each(SAMPLE_BEACHES.map((b) => [b.id, b] as const))(
    '%s has a small local illustration with a pt-BR title',
    (id, beach) => {
      expect(beach.imageUrl).toBe(`/images/beaches/${id}.svg`);
      const file = path.join(publicDir, beach.imageUrl);
      expect(statSync(file).size).toBeLessThan(6 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/<svg [^>]*width="1200" height="675" viewBox="0 0 1200 675"/);
      expect(svg).toMatch(new RegExp(`<title[^>]*>Ilustração d[aeo] ${beach.name}`));
    },
  );

  it('summarises the catalogue: the same beaches in the same order, with their own fields', () => {
    expect(
      SAMPLE_BEACHES.map(({ id, name, state, city, imageUrl }) => ({
        id,
        name,
        state,
        city,
        imageUrl,
      })),
    ).toEqual(SAMPLE_BEACH_SUMMARIES);
    expect(sampleBeachSummary('praia-do-forno').city).toBe('Arraial do Cabo');
    expect(() => sampleBeachSummary('nowhere')).toThrow('nowhere');
  });

  it("writes out each card's state and region as the regions' tables name them", () => {
    expect(
      SAMPLE_BEACH_CARDS.map(({ id, name, state, city, imageUrl }) => ({
        id,
        name,
        state,
        city,
        imageUrl,
      })),
    ).toEqual(SAMPLE_BEACH_SUMMARIES);
    for (const card of SAMPLE_BEACH_CARDS) {
      expect(card.stateName).toBe(stateName(card.state));
      expect(card.regionName).toBe(REGION_NAMES[regionOfState(card.state)]);
    }
    expect(SAMPLE_BEACH_CARDS.find((card) => card.id === 'alter-do-chao')).toMatchObject({
      stateName: 'Pará',
      regionName: 'Norte',
    });
  });

  it('finds a beach by id', () => {
    expect(findBeach('praia-do-rosa')?.city).toBe('Imbituba');
    expect(findBeach('nowhere')).toBeUndefined();
    expect(findBeach('x', [])).toBeUndefined();
  });
});
