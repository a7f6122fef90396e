/** A file sent with a demo email (a booking's .ics). */
export interface DemoEmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * An email the demo backend "sent": confirmation or password recovery (with a token to open), or
 * a notice from the outbox (booking, cancellation, review...) with its HTML part and files.
 */
export interface DemoEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: 'signup' | 'recovery' | 'notice';
  tokenHash: string;
  sentAt: string;
  html?: string;
  attachments?: DemoEmailAttachment[];
}

/** The demo backend's mailbox, handed in with the backend (ui never imports the mocks). */
export interface DemoMailbox {
  list(): DemoEmail[];
  subscribe(listener: () => void): () => void;
}
