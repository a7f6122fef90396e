import { describe, expect, it } from 'vitest';
import { reviewErrorMessage } from './errors.ts';
import {
  dayWords,
  formatRating,
  histogramRows,
  ratingLabel,
  reviewCountWords,
  starFill,
  starsWords,
  tripDateWords,
} from './words.ts';

describe('rating words', () => {
  it('writes an average with a decimal comma and one decimal', () => {
    expect(formatRating(4.7)).toBe('4,7');
    expect(formatRating(5)).toBe('5,0');
    expect(formatRating(3.25)).toBe('3,3');
  });

  it('counts reviews in Portuguese, singular and plural, with a thousands dot', () => {
    expect(reviewCountWords(0)).toBe('Sem avaliações ainda');
    expect(reviewCountWords(1)).toBe('1 avaliação');
    expect(reviewCountWords(123)).toBe('123 avaliações');
    expect(reviewCountWords(1234)).toBe('1.234 avaliações');
  });

  it('labels a rating for a screen reader', () => {
    expect(ratingLabel(4.7, 123)).toBe('Nota 4,7 de 5, 123 avaliações');
    expect(ratingLabel(5, 1)).toBe('Nota 5,0 de 5, 1 avaliação');
    expect(ratingLabel(4)).toBe('Nota 4,0 de 5');
    expect(starsWords(1)).toBe('1 estrela');
    expect(starsWords(4)).toBe('4 estrelas');
  });

  it('fills stars to the nearest half', () => {
    expect(starFill(4.7)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFill(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFill(3.2)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFill(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
    expect(starFill(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('draws the histogram from 5 stars down, as shares of the whole', () => {
    expect(histogramRows([1, 0, 1, 2, 6])).toEqual([
      { stars: 5, count: 6, percent: 60 },
      { stars: 4, count: 2, percent: 20 },
      { stars: 3, count: 1, percent: 10 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 10 },
    ]);
    expect(histogramRows([0, 0, 0, 0, 0]).map((row) => row.percent)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('trip date words', () => {
  it('says the month and year of the trip, never the day', () => {
    expect(tripDateWords('2026-11-22')).toBe('Passeio em novembro de 2026');
    expect(tripDateWords('2027-03-01', 'service')).toBe('Serviço em março de 2027');
    expect(tripDateWords('2026-01-31T10:00:00-03:00')).toBe('Passeio em janeiro de 2026');
    expect(tripDateWords('amanhã')).toBe('');
  });

  it('writes a day as dd/mm/aaaa, as written (no time-zone shift)', () => {
    expect(dayWords('2026-11-01')).toBe('01/11/2026');
    expect(dayWords('2026-12-31T23:30:00+00:00')).toBe('31/12/2026');
  });
});

describe('review refusals', () => {
  it('words each refusal in pt-BR and leaves unknown codes to the caller', () => {
    expect(reviewErrorMessage('review_exists')).toMatch(/já avaliou/);
    expect(reviewErrorMessage('review_window_closed')).toMatch(/60 dias/);
    expect(reviewErrorMessage('network')).toMatch(/conexão/);
    expect(reviewErrorMessage('something_else')).toBeUndefined();
  });
});
