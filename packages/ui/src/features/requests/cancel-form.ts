import { CANCEL_REASON_MAX } from '@mare/domain';
import { z } from '../../forms/index.ts';

/** "Cancelar solicitação": the reason is optional, trimmed, and no longer than the database keeps. */
export const cancelSchema = z.object({
  reason: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value: string | undefined) => (value ?? '').trim()),
    ),
    z
      .string()
      .check(z.maxLength(CANCEL_REASON_MAX, `Use no máximo ${CANCEL_REASON_MAX} caracteres.`)),
  ),
});
