import { reviewErrorMessage } from '@mare/domain';
import type { ErrorMessages } from '../../backend/index.ts';

/** What each read of the reviews says when it fails: a retry is offered. */
export const REVIEW_READ_ERRORS = {
  public: 'Não foi possível carregar as avaliações. Tente novamente.',
  toAnswer: 'Não foi possível carregar as avaliações dos seus clientes. Tente novamente.',
} as const;

/** A read's failure: one sentence, whatever the cause. */
export const reviewReadError =
  (read: keyof typeof REVIEW_READ_ERRORS): ErrorMessages =>
  () =>
    REVIEW_READ_ERRORS[read];

/** A write's refusal in pt-BR (the database's own codes), else the common words. */
export const reviewWriteError: ErrorMessages = (code) => reviewErrorMessage(code);
