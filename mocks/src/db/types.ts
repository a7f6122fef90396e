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

/** An email the mock "sent". The demo shows them; `token_hash` works with verifyOtp. */
export interface MailMessage {
  id: string;
  type: EmailTokenType;
  to: string;
  subject: string;
  text: string;
  token_hash: string;
  token: string;
  redirect_to: string | null;
  sent_at: string;
}
