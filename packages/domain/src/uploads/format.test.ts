import { describe, expect, it } from 'vitest';
import { formatFileSize, formatUploadDate } from './format.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [12_800, '12,5 KB'],
    [1024 * 1024, '1 MB'],
    [5 * 1024 * 1024, '5 MB'],
    [4.84 * 1024 * 1024, '4,8 MB'],
    [1_288_490_189, '1.228,8 MB'],
  ])('%i bytes → %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));

  it('rounds up on request, so a size over a limit never reads as the limit', () => {
    expect(formatFileSize(5 * 1024 * 1024 + 1, { roundUp: true })).toBe('5,1 MB');
    expect(formatFileSize(1025, { roundUp: true })).toBe('1,1 KB');
    expect(formatFileSize(5 * 1024 * 1024, { roundUp: true })).toBe('5 MB');
  });

  it('shows nothing for a size it cannot read', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('formatUploadDate', () => {
  it('prints dd/mm/aaaa in the given time zone', () => {
    expect(formatUploadDate('2026-11-20T14:00:00.000Z', 'America/Sao_Paulo')).toBe('20/11/2026');
    expect(formatUploadDate('2026-11-21T01:00:00.000Z', 'America/Sao_Paulo')).toBe('20/11/2026');
    expect(formatUploadDate('2026-11-21T01:00:00.000Z', 'UTC')).toBe('21/11/2026');
  });

  it('uses the local time zone by default', () => {
    expect(formatUploadDate('2026-06-15T12:00:00.000Z')).toMatch(/^1[45]\/06\/2026$/);
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatUploadDate(null)).toBeNull();
    expect(formatUploadDate('')).toBeNull();
    expect(formatUploadDate('ontem')).toBeNull();
  });
});
