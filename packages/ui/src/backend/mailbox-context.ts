/** An email the demo backend "sent": confirmation or password recovery. */
export interface DemoEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: 'signup' | 'recovery';
  tokenHash: string;
  sentAt: string;
}

/** The demo backend's mailbox, handed in with the backend (ui never imports the mocks). */
export interface DemoMailbox {
  list(): DemoEmail[];
  subscribe(listener: () => void): () => void;
}
