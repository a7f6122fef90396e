import { z } from '../../forms/index.ts';

/** A field the browser has not reported yet reads as ''. */
const text = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => (value ?? '').trim()),
);

/** Trimmed text of at most `max` characters; required unless `optional`. */
export const textField = (message: string, max: number, optional = false) =>
  text.check(
    z.superRefine((value: string, context) => {
      if (!optional && !value) context.addIssue({ code: 'custom', message });
      else if (value.length > max)
        context.addIssue({ code: 'custom', message: `Use no máximo ${max} caracteres.` });
    }),
  );

/** A whole number typed into a text box, between `min` and `max`. */
export const intField = (message: string, min: number, max: number) =>
  z.pipe(
    text.check(
      z.superRefine((value: string, context) => {
        const n = Number(value);
        if (!/^\d+$/.test(value) || n < min || n > max)
          context.addIssue({ code: 'custom', message });
      }),
    ),
    z.transform((value: string) => Number(value)),
  );

/** Reais typed as "120", "120,50" or "1.200,50", kept in centavos. */
export const moneyField = (message: string, max = 100_000) =>
  z.pipe(
    text.check(
      z.superRefine((value: string, context) => {
        const cents = centsOf(value);
        if (cents === null || cents > max * 100) context.addIssue({ code: 'custom', message });
      }),
    ),
    z.transform((value: string) => centsOf(value) ?? 0),
  );

export function centsOf(value: string): number | null {
  const clean = value.replace(/^R\$\s*/, '').trim();
  if (!/^\d{1,3}(\.?\d{3})*(,\d{1,2})?$/.test(clean)) return null;
  const [reais = '0', centavos = ''] = clean.replace(/\./g, '').split(',');
  return Number(reais) * 100 + Number(centavos.padEnd(2, '0'));
}

/** Centavos as the owner types them: 12000 → "120,00". */
export const reaisOf = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/** Checkboxes of one name: none checked may read as false, one as a string. */
export const checkedValues = z.pipe(
  z.optional(z.union([z.array(z.string()), z.string(), z.boolean()])),
  z.transform((value: string[] | string | boolean | undefined) =>
    Array.isArray(value) ? value : typeof value === 'string' ? [value] : [],
  ),
);
