import type { SupabaseClient } from '@mare/domain';
import { RequestError } from '../backend/request-error.ts';

export const REPORT_MESSAGES = {
  forbidden: 'Você não tem permissão para ver estes números.',
  failed: 'Não foi possível carregar os números. Verifique sua conexão e tente novamente.',
  exportFailed: 'Não foi possível gerar o CSV. Tente novamente.',
} as const;

/**
 * Calls one of the report functions (supabase/DATA-MODEL.md, "Sales figures"). A refusal by the
 * database (401/403, SQLSTATE 42501) reads as "no permission"; anything else as a failed load.
 */
export async function callReport<T>(
  supabase: SupabaseClient,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  const { data, error, status } = await supabase.rpc(name, args);
  if (error) {
    const refused = status === 401 || status === 403 || error.code === '42501';
    throw new RequestError(
      refused ? REPORT_MESSAGES.forbidden : REPORT_MESSAGES.failed,
      status || undefined,
    );
  }
  return data as T;
}

/** Whether a failed load was a refusal (no point in retrying). */
export const isRefusal = (error: unknown) =>
  error instanceof RequestError && (error.status === 401 || error.status === 403);

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
