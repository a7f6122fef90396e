import { formatDateTime } from '../../components/format/format.ts';

/** "dom., 22/11 às 09h00", in São Paulo time, machine-readable in `dateTime`. */
export const departureLabel = (iso: string): string => {
  const date = new Date(iso);
  return `${formatDateTime(date, 'weekday-date')} às ${formatDateTime(date, 'time')}`;
};

export function DepartureTime({ value }: { value: string }) {
  return <time dateTime={new Date(value).toISOString()}>{departureLabel(value)}</time>;
}
