import { describe, expect, it } from 'vitest';
import { answerSchema, charCount, counterWords, reviewSchema } from './review-form.ts';

describe('the review form', () => {
  it('needs the stars and reads the optional choices as numbers or null', () => {
    const empty = reviewSchema.safeParse({ stars: null, organization: null, body: '' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['stars', 'Escolha de 1 a 5 estrelas.'],
    ]);
    expect(
      reviewSchema.parse({
        stars: '4',
        organization: '5',
        safety: null,
        value: '',
        body: '  Ótimo!  ',
      }),
    ).toEqual({ stars: 4, organization: 5, safety: null, value: null, body: 'Ótimo!' });
  });

  it('takes 2000 characters as the database counts them, not one more', () => {
    const emoji = '🐬'.repeat(2000);
    expect(emoji.length).toBe(4000);
    expect(charCount(emoji)).toBe(2000);
    expect(reviewSchema.safeParse({ stars: '5', body: emoji }).success).toBe(true);
    const over = reviewSchema.safeParse({ stars: '5', body: `${emoji}!` });
    expect(over.error?.issues[0]?.message).toBe('Use no máximo 2.000 caracteres.');
  });

  it('counts what was typed against the limit', () => {
    expect(counterWords('', 2000)).toBe('0 de 2.000 caracteres');
    expect(counterWords('a'.repeat(1234), 2000)).toBe('1.234 de 2.000 caracteres');
  });

  it('needs an answer of at most 1000 characters', () => {
    expect(answerSchema.safeParse({ answer: '   ' }).error?.issues[0]?.message).toBe(
      'Escreva a resposta.',
    );
    expect(answerSchema.safeParse({ answer: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(
      'Use no máximo 1.000 caracteres.',
    );
    expect(answerSchema.parse({ answer: ' Obrigado, Vera! ' })).toEqual({
      answer: 'Obrigado, Vera!',
    });
  });
});
