import type { EmailProvider, OutgoingEmail, SendResult } from './provider.ts';

export interface ResendOptions {
  apiKey: string;
  /** A sender on a domain verified at Resend, e.g. "Maré <avisos@mare.com.br>". */
  from: string;
  replyTo?: string;
  fetch: typeof fetch;
  /** Default https://api.resend.com (a test points it elsewhere). */
  baseUrl?: string;
}

/** UTF-8 text as base64 (what Resend wants for an attachment's content). */
export function base64Utf8(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Seconds or an HTTP date, as Retry-After may say it. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * Resend's HTTP API (POST /emails), over the injected fetch: no SDK. The outbox row's id goes as
 * the Idempotency-Key, so a retry after a timeout never sends the e-mail twice.
 */
export function createResendProvider(options: ResendOptions): EmailProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.resend.com').replace(/\/+$/, '');
  return {
    name: 'resend',
    async send(email: OutgoingEmail): Promise<SendResult> {
      let response: Response;
      try {
        response = await options.fetch(`${baseUrl}/emails`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': email.idempotencyKey,
          },
          body: JSON.stringify({
            from: options.from,
            to: [email.to],
            subject: email.subject,
            html: email.html,
            text: email.text,
            ...(options.replyTo ? { reply_to: options.replyTo } : {}),
            attachments: email.attachments.map((file) => ({
              filename: file.filename,
              content: base64Utf8(file.content),
              content_type: file.contentType,
            })),
            tags: [{ name: 'reason', value: email.reason }],
          }),
        });
      } catch (error) {
        return { ok: false, retryable: true, error: `rede: ${(error as Error).message}` };
      }
      const body = (await response.json().catch(() => null)) as {
        id?: unknown;
        message?: unknown;
        name?: unknown;
      } | null;
      if (response.ok)
        return { ok: true, messageId: typeof body?.id === 'string' ? body.id : null };
      const detail = typeof body?.message === 'string' ? body.message : response.statusText;
      // 4xx is the message's fault (never better on retry) except: our key (401/403, fixable
      // while the row waits), a concurrent request with the same key (409) and rate limits (429).
      const retryable = response.status >= 500 || [401, 403, 409, 429].includes(response.status);
      const wait = retryAfterMs(response.headers.get('Retry-After'));
      return {
        ok: false,
        retryable,
        error: `resend ${response.status}: ${detail}`,
        ...(wait === undefined ? {} : { retryAfterMs: wait }),
      };
    },
  };
}
