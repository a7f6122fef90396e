import type { ErrorMessages } from '../backend/index.ts';

export const REPORT_MESSAGES = {
  forbidden: 'Você não tem permissão para ver estes números.',
  failed: 'Não foi possível carregar os números. Verifique sua conexão e tente novamente.',
  exportFailed: 'Não foi possível gerar o CSV. Tente novamente.',
} as const;

/**
 * The report functions' failures (supabase/DATA-MODEL.md, "Sales figures"), for call(): a refusal
 * by the database (401/403, SQLSTATE 42501) reads as "no permission", anything else as a failed
 * load.
 */
export const reportErrorMessage: ErrorMessages = (code) =>
  code === 'permission' ? REPORT_MESSAGES.forbidden : REPORT_MESSAGES.failed;

/** Hands a CSV text to the browser as a download. */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
