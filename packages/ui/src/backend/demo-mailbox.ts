import type { DemoEmail, DemoMailbox } from './mailbox-context.ts';

/** The shape of an email the mock backend keeps (structural: ui does not import the mocks). */
export interface SentEmail {
  id: string;
  type: string;
  to: string;
  subject: string;
  text: string;
  token_hash: string;
  sent_at: string;
  html?: string;
  attachments?: { filename: string; content_type: string; content: string }[];
}

const kindOf = (type: string): DemoEmail['kind'] =>
  type === 'notification' ? 'notice' : type === 'recovery' ? 'recovery' : 'signup';

const toDemoEmail = (email: SentEmail): DemoEmail => ({
  id: email.id,
  to: email.to,
  subject: email.subject,
  text: email.text,
  kind: kindOf(email.type),
  tokenHash: email.token_hash,
  sentAt: email.sent_at,
  ...(email.html === undefined ? {} : { html: email.html }),
  ...(email.attachments === undefined
    ? {}
    : {
        attachments: email.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.content_type,
          content: file.content,
        })),
      }),
});

/**
 * Adapts the mock backend's mailbox for `useSyncExternalStore`: the snapshot only changes when an
 * email arrives, and `listen` says when to look again (after each mocked response).
 */
export function createDemoMailbox(
  source: { all(): readonly SentEmail[] },
  listen: (onChange: () => void) => () => void,
): DemoMailbox {
  let snapshot: DemoEmail[] = source.all().map(toDemoEmail);
  const refresh = () => {
    const emails = source.all();
    if (emails.length === snapshot.length && emails.at(-1)?.id === snapshot.at(-1)?.id)
      return false;
    snapshot = emails.map(toDemoEmail);
    return true;
  };
  return {
    list: () => {
      refresh();
      return snapshot;
    },
    subscribe: (listener) =>
      listen(() => {
        if (refresh()) listener();
      }),
  };
}
