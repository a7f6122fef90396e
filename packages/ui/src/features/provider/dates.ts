import { formatDateTime } from '../../components/format/format.ts';

/** The São Paulo calendar day of a moment, as "aaaa-mm-dd". */
export const saoPauloDay = (at: Date): string =>
  formatDateTime(at, 'date').split('/').reverse().join('-');

/** "aaaa-mm-dd" as "dd/mm/aaaa", with no time zone to shift it. */
export const brDate = (day: string): string => day.split('-').reverse().join('/');
