import type { components } from '@mare/openapi';

type Schemas = components['schemas'];
export type Profile = Schemas['Profile'];
export type PerfilUsuario = Schemas['PerfilUsuario'];
export type ServiceProvider = Schemas['ServiceProvider'];
export type AuditLog = Schemas['AuditLog'];
export type Role = Schemas['Role'];
export type Bucket = Schemas['Bucket'];
export type UserMetadata = Schemas['UserMetadata'];

export type EmailTokenType = 'signup' | 'recovery' | 'magiclink' | 'email_change';

/**
 * An email the mock "sent". The demo shows them; `token_hash` works with verifyOtp. The outbox's
 * e-mails (type `notification`, issue 35) carry no token, and their HTML and attachments.
 */
export interface MailMessage {
  id: string;
  type: EmailTokenType | 'notification';
  to: string;
  subject: string;
  text: string;
  token_hash: string;
  token: string;
  redirect_to: string | null;
  sent_at: string;
  /** Outbox e-mails: the template (notifications.reason), the HTML part and the files. */
  reason?: string;
  html?: string;
  attachments?: { filename: string; content_type: string; content: string }[];
}
