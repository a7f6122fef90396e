import { REVIEW_LIMITS, lazyFormatter } from '@mare/domain';
import { z } from '../forms/schemas.ts';

/** Characters as the database counts them (code points: an emoji is one). */
export const charCount = (text: string) => Array.from(text).length;

const thousands = lazyFormatter(() => new Intl.NumberFormat('pt-BR'));

/** "120 de 2.000 caracteres": beside a text with a limit, so nothing is cut while typing. */
export const counterWords = (text: string, max: number) =>
  `${thousands().format(charCount(text))} de ${thousands().format(max)} caracteres`;

export const REVIEW_FORM_MESSAGES = {
  stars: 'Escolha de 1 a 5 estrelas.',
  body: `Use no máximo ${thousands().format(REVIEW_LIMITS.body)} caracteres.`,
  answerRequired: 'Escreva a resposta.',
  answer: `Use no máximo ${thousands().format(REVIEW_LIMITS.answer)} caracteres.`,
} as const;

/** A radio group's value ('1'..'5', or null when nothing is chosen) as a number or null. */
const choice = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value: string | null | undefined) =>
    value && /^[1-5]$/.test(value) ? Number(value) : null,
  ),
);

/** A text, trimmed, of at most `max` characters. */
const limitedText = (max: number, message: string) =>
  z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value: string | undefined) => (value ?? '').trim()),
    ),
    z.string().check(z.refine((value: string) => charCount(value) <= max, message)),
  );

/** "Avaliar": the stars are required; the sub-ratings and the text are not. */
export const reviewSchema = z.object({
  stars: z.pipe(
    choice.check(z.refine((value: number | null) => value !== null, REVIEW_FORM_MESSAGES.stars)),
    z.transform((value: number | null) => value ?? 0),
  ),
  organization: choice,
  safety: choice,
  value: choice,
  body: limitedText(REVIEW_LIMITS.body, REVIEW_FORM_MESSAGES.body),
});

/** The owner's or provider's answer: required, at most 1000 characters. */
export const answerSchema = z.object({
  answer: z.pipe(
    limitedText(REVIEW_LIMITS.answer, REVIEW_FORM_MESSAGES.answer),
    z.string().check(z.minLength(1, REVIEW_FORM_MESSAGES.answerRequired)),
  ),
});
