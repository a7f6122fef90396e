import { FIELD_MESSAGES, type BusinessType } from '@mare/domain';
import { z } from '../forms/schemas.ts';

/** The kinds of business a provider registers as, with their pt-BR names. */
export const BUSINESS_TYPES: ReadonlyArray<{ value: BusinessType; label: string }> = [
  { value: 'guia', label: 'Guia de turismo' },
  { value: 'transfer', label: 'Transfer' },
  { value: 'restaurante', label: 'Restaurante' },
  { value: 'hospedagem', label: 'Hospedagem' },
  { value: 'passeio', label: 'Passeio' },
];

/** One of the kinds above, or the error catalogue's message. */
export const businessTypeField = z.enum(
  BUSINESS_TYPES.map((type) => type.value) as [BusinessType, ...BusinessType[]],
  FIELD_MESSAGES.businessTypeRequired,
);
