import type { TideRule } from '@mare/domain';

/** The tour form's choice: no rule, below a height, or only on the ebb. */
export const TIDE_KINDS = ['none', 'below', 'falling'] as const;
export type TideKind = (typeof TIDE_KINDS)[number];

export const isTideKind = (value: string): value is TideKind =>
  TIDE_KINDS.some((kind) => kind === value);

/** The database's bounds (tours.tide_rule): above 0 and up to 3 m, in centimetres. */
export const MAX_TIDE_METRES = 3;

export const TIDE_METRES_MESSAGE =
  'Altura da maré: de 0,01 a 3 m, como 0,5 (até duas casas decimais).';
/** The tide code could not be fetched to check the rule's beach: saving again tries again. */
export const TIDES_CHECK_ERROR =
  'Não foi possível carregar a previsão da maré para conferir a regra. Verifique a conexão e salve de novo.';
export const TIDE_NO_STATION_MESSAGE =
  'A Maré não tem previsão de maré para este lugar: escolha “Sem regra de maré” ou uma praia com maré.';

/** "0,5", "0.75", "1" → metres; null for anything else or out of bounds. */
export function metresOf(text: string): number | null {
  const clean = text.trim().replace(/\s*m$/i, '');
  if (!/^\d(?:[.,]\d{1,2})?$/.test(clean)) return null;
  const metres = Number(clean.replace(',', '.'));
  return metres > 0 && metres <= MAX_TIDE_METRES ? metres : null;
}

/** Metres as the owner types them: 0.8 → "0,8", 0.75 → "0,75". */
export const metresText = (metres: number) => String(metres).replace('.', ',');

/** The rule the form's answers describe; null for none (or a height that is not valid). */
export function ruleOf(kind: TideKind, metres: string): TideRule | null {
  if (kind === 'falling') return { kind };
  const value = metresOf(metres);
  return kind === 'below' && value !== null ? { kind, metres: value } : null;
}

/** The form's answers for a stored rule. */
export const fieldsOf = (rule: TideRule | null): { tide_kind: TideKind; tide_metres: string } =>
  rule?.kind === 'below'
    ? { tide_kind: 'below', tide_metres: metresText(rule.metres) }
    : { tide_kind: rule?.kind ?? 'none', tide_metres: '' };
