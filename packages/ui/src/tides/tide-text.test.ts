import { describe, expect, it } from 'vitest';
import { datumWords } from './TideCredit.tsx';
import { departureMeetsRule, departureTideText } from './tide-text.ts';

const at = (iso: string) => new Date(iso);

describe("a departure's tide line", () => {
  it('names the nearest high or low, in São Paulo time', () => {
    expect(departureTideText('praia-do-forno', at('2026-11-22T09:00:00-03:00'))).toBe(
      'Maré baixa, 0,0 m às 07:14',
    );
    expect(departureTideText('baia-do-sancho', at('2026-11-21T14:00:00-03:00'))).toBe(
      'Maré alta, 1,9 m às 13:40',
    );
  });

  it("gives a river beach the river's month, by the São Paulo calendar", () => {
    expect(departureTideText('alter-do-chao', at('2026-11-21T09:00:00-03:00'))).toBe(
      'Rio baixo: praias de areia branca à mostra',
    );
    // 1 October 01:00 UTC is still 30 September in São Paulo: the river falling, not yet low.
    expect(departureTideText('alter-do-chao', at('2026-10-01T01:00:00Z'))).toBe(
      'Rio baixando: os primeiros bancos de areia aparecem',
    );
    expect(departureTideText('alter-do-chao', at('2026-10-01T04:00:00Z'))).toBe(
      'Rio baixo: praias de areia branca à mostra',
    );
  });

  it('has nothing for a beach without a tide or a river', () => {
    expect(departureTideText('praia-sem-previsao', at('2026-11-21T09:00:00-03:00'))).toBeNull();
  });

  it("says whether the departure suits the tour's rule, and nothing without a rule or a tide", () => {
    const rule = { kind: 'below', metres: 0.8 } as const;
    expect(departureMeetsRule(rule, 'baia-do-sancho', at('2026-11-21T14:00:00-03:00'), 180)).toBe(
      false,
    );
    // 28/11 the Sancho is under 0,8 m from 10:31 to 15:23: 12:00 holds for the two hours a
    // three-hour tour needs, 14:00 does not (a 45-minute tour at 14:00 does).
    expect(departureMeetsRule(rule, 'baia-do-sancho', at('2026-11-28T12:00:00-03:00'), 180)).toBe(
      true,
    );
    expect(departureMeetsRule(rule, 'baia-do-sancho', at('2026-11-28T14:00:00-03:00'), 180)).toBe(
      false,
    );
    expect(departureMeetsRule(rule, 'baia-do-sancho', at('2026-11-28T14:00:00-03:00'), 45)).toBe(
      true,
    );
    expect(
      departureMeetsRule(null, 'baia-do-sancho', at('2026-11-28T14:00:00-03:00'), 180),
    ).toBeNull();
    expect(
      departureMeetsRule(rule, 'alter-do-chao', at('2026-11-28T14:00:00-03:00'), 180),
    ).toBeNull();
  });
});

describe('the station credit', () => {
  it('names the chart datum in pt-BR, never by its code', () => {
    expect(datumWords('MLWS')).toBe(
      'alturas acima do nível de redução (média das baixa-mares de sizígia)',
    );
    expect(datumWords('XYZ')).toBe('alturas acima do nível de redução da estação');
    expect(datumWords('LAT')).not.toMatch(/LAT/);
  });
});
