import { lazyFormatter } from '../intl.ts';

const KB = 1024;
const MB = 1024 * 1024;

const decimal = lazyFormatter(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }));

/**
 * A size in pt-BR ("512 B", "12,5 KB", "4,8 MB"). `roundUp` never shows a size above a limit
 * as the limit itself (5 MB + 1 byte reads "5,1 MB", not "5 MB").
 */
export function formatFileSize(bytes: number, { roundUp = false } = {}): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < KB) return `${Math.round(bytes)} B`;
  const [value, unit] = bytes < MB ? [bytes / KB, 'KB'] : [bytes / MB, 'MB'];
  const shown = roundUp ? Math.ceil(value * 10) / 10 : value;
  return `${decimal().format(shown)} ${unit}`;
}

/** A stored file's date as dd/mm/aaaa, in the given time zone (the person's own by default). */
export function formatUploadDate(iso: string | null, timeZone?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
