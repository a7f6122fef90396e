import { RESPONSE_NOTE_MIN, TEXT_LIMITS } from '@mare/domain';
import { z } from '../../forms/index.ts';

const NOTE_MAX = TEXT_LIMITS.requestResponseNote;

/** The written answer to a request, accepted or declined: 3 to 500 characters, trimmed. */
export const answerSchema = z.object({
  note: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value: string | undefined) => (value ?? '').trim()),
    ),
    z.string().check(
      z.superRefine((note: string, context) => {
        if (note.length < RESPONSE_NOTE_MIN)
          context.addIssue({
            code: 'custom',
            message: `Escreva uma resposta para a pessoa (ao menos ${RESPONSE_NOTE_MIN} caracteres).`,
          });
        else if (note.length > NOTE_MAX)
          context.addIssue({ code: 'custom', message: `Use no máximo ${NOTE_MAX} caracteres.` });
      }),
    ),
  ),
});
