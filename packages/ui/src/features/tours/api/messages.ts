import type { ErrorMessages } from '../../../backend/index.ts';

/** What each read of the tour pages says when it fails, whatever the cause: a retry is offered. */
export const TOURS_ERRORS = {
  listing: 'Não foi possível carregar os passeios. Tente novamente.',
  tour: 'Não foi possível carregar este passeio. Tente novamente.',
  departures: 'Não foi possível carregar as próximas saídas. Tente novamente.',
} as const;

/** The tours feature's messages: one sentence per read, since nothing here is refused. */
export const toursErrorMessage =
  (read: keyof typeof TOURS_ERRORS): ErrorMessages =>
  () =>
    TOURS_ERRORS[read];
