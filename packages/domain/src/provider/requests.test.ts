import { describe, expect, it } from 'vitest';
import {
  canCancelRequest,
  canFinishRequest,
  durationWords,
  peopleWords,
  phoneWords,
  saoPauloDate,
} from '../index.ts';

describe('what each side may do with a request, by the day', () => {
  const today = '2026-11-21';

  it('lets the person cancel while pending or accepted, until the day has passed', () => {
    expect(canCancelRequest({ status: 'pending', needed_on: '2026-11-21' }, today)).toBe(true);
    expect(canCancelRequest({ status: 'accepted', needed_on: '2026-11-28' }, today)).toBe(true);
    expect(canCancelRequest({ status: 'accepted', needed_on: '2026-11-20' }, today)).toBe(false);
    expect(canCancelRequest({ status: 'pending', needed_on: '2026-11-20' }, today)).toBe(false);
    expect(canCancelRequest({ status: 'accepted', needed_on: null }, today)).toBe(true);
    for (const status of ['declined', 'completed', 'no_show', 'cancelled'] as const)
      expect(canCancelRequest({ status, needed_on: '2026-12-01' }, today)).toBe(false);
  });

  it('lets the provider close an accepted request from its day on', () => {
    expect(canFinishRequest({ status: 'accepted', needed_on: '2026-11-21' }, today)).toBe(true);
    expect(canFinishRequest({ status: 'accepted', needed_on: '2026-11-10' }, today)).toBe(true);
    expect(canFinishRequest({ status: 'accepted', needed_on: '2026-11-22' }, today)).toBe(false);
    expect(canFinishRequest({ status: 'pending', needed_on: '2026-11-20' }, today)).toBe(false);
    expect(canFinishRequest({ status: 'completed', needed_on: '2026-11-20' }, today)).toBe(false);
  });

  it('counts the day in São Paulo', () => {
    // 01:30 UTC is still the evening before in São Paulo (UTC−3).
    expect(saoPauloDate(new Date('2026-11-22T01:30:00Z'))).toBe('2026-11-21');
    expect(saoPauloDate(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-22');
  });
});

describe('request and service words', () => {
  it('says how many people and how long', () => {
    expect(peopleWords(1)).toBe('1 pessoa');
    expect(peopleWords(4)).toBe('4 pessoas');
    expect(durationWords(45)).toBe('45 min');
    expect(durationWords(60)).toBe('1 hora');
    expect(durationWords(180)).toBe('3 horas');
    expect(durationWords(150)).toBe('2 h 30 min');
  });
});

describe('phones', () => {
  it('writes a stored phone the Brazilian way', () => {
    expect(phoneWords('71988880006')).toBe('(71) 98888-0006');
    expect(phoneWords('+55 71 98888-0006')).toBe('(71) 98888-0006');
    expect(phoneWords('(21) 3333-4444')).toBe('(21) 3333-4444');
    expect(phoneWords(' ramal 12 ')).toBe('ramal 12');
  });
});
