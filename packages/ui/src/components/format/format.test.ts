import { describe, expect, it } from 'vitest';
import { formatBRL, formatChange, formatCountdown, formatDateTime } from './format.ts';

const NBSP = '\u00a0';

describe('pt-BR formats', () => {
  it('writes reais from cents', () => {
    expect(formatBRL(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(15000)).toBe(`R$${NBSP}150,00`);
  });

  it('writes money with no line-break opportunity inside it', () => {
    expect(formatBRL(1454500)).toBe(`R$${NBSP}14.545,00`);
    expect(formatBRL(123456789)).toBe(`R$${NBSP}1.234.567,89`);
    // U+2212 (prefix class) binds to "R$"; a hyphen-minus would let the line end after it.
    expect(formatBRL(-150)).toBe(`\u2212R$${NBSP}1,50`);
    for (const cents of [0, 5, -99_999, 1454500, 999_999_999]) {
      expect(formatBRL(cents)).not.toMatch(/[ \t\n\u2000-\u200b-]/);
    }
  });

  it('writes dates and times in São Paulo time, whatever the machine zone', () => {
    const instant = new Date('2026-12-05T13:30:00Z');
    expect(formatDateTime(instant, 'date')).toBe('05/12/2026');
    expect(formatDateTime(instant, 'time')).toBe('10h30');
    expect(formatDateTime(instant, 'datetime')).toBe('05/12/2026, 10h30');
    expect(formatDateTime(instant, 'long-date')).toBe('5 de dezembro de 2026');
    expect(formatDateTime(new Date('2026-12-06T02:30:00Z'), 'date')).toBe('05/12/2026');
  });

  it('counts down in minutes and seconds, never below zero', () => {
    expect(formatCountdown(30 * 60 * 1000)).toBe('30:00');
    expect(formatCountdown(61_500)).toBe('01:02');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(-5000)).toBe('00:00');
  });

  it('signs changes', () => {
    expect(formatChange(12.5)).toBe('+12,5%');
    expect(formatChange(-3)).toBe('−3%');
    expect(formatChange(0)).toBe('0%');
  });
});
