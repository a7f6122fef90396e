import { SERVICE_DURATION_LIMITS, SERVICE_INCLUDED_LIMITS } from '@mare/domain';
import { z } from '../../forms/index.ts';

/**
 * The service form's duration and "O que está incluído": what the provider types, checked as the
 * database will (duration 15–1440 minutes or none; up to 12 lines of 80 characters).
 */

const { min, max } = SERVICE_DURATION_LIMITS;
export const DURATION_MESSAGE = `Informe a duração em minutos, de ${min} a ${max}, ou deixe em branco.`;
export const INCLUDED_MESSAGE = `Use no máximo ${SERVICE_INCLUDED_LIMITS.length} caracteres por item.`;

/** Minutes typed ("150") → number; '' → null; undefined when it is not a duration. */
export function parseDuration(text: string): number | null | undefined {
  const clean = text.trim();
  if (clean === '') return null;
  if (!/^\d{1,4}$/.test(clean)) return undefined;
  const minutes = Number(clean);
  return minutes >= min && minutes <= max ? minutes : undefined;
}

const text = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => value ?? ''),
);

export const durationField = text.check(
  z.superRefine((value: string, context) => {
    if (parseDuration(value) === undefined)
      context.addIssue({ code: 'custom', message: DURATION_MESSAGE });
  }),
);

/** One line of the list; blank lines are dropped when the form is sent. */
export const includedField = z.array(
  z.object({
    text: text.check(
      z.superRefine((value: string, context) => {
        if (value.trim().length > SERVICE_INCLUDED_LIMITS.length)
          context.addIssue({ code: 'custom', message: INCLUDED_MESSAGE });
      }),
    ),
  }),
);

/** The lines worth keeping, trimmed, at most as many as the database keeps. */
export const includedOf = (lines: readonly { text: string }[]): string[] =>
  lines
    .map((line) => line.text.trim())
    .filter((line) => line !== '')
    .slice(0, SERVICE_INCLUDED_LIMITS.items);
