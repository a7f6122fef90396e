import type { ServerClock } from './clock.ts';
import type { MockDatabase } from './database/database.ts';
import type { MailMessage } from './db/types.ts';
import type { SchemaCache } from './postgrest/index.ts';
import type { IdSource } from './random.ts';

/** What every handler of one mock backend shares. */
export interface BackendContext {
  readonly clock: ServerClock;
  readonly random: IdSource;
  /** The database (PGlite with the project's migrations and seed), opened on first use. */
  db(): Promise<MockDatabase>;
  /** PostgREST's schema cache of the exposed schema, read once from the database. */
  schema(): Promise<SchemaCache>;
  /** The emails sent so far, mirrored from mock.mailbox so the mailbox reads synchronously. */
  readonly mail: MailMessage[];
  /** The auth server's switches, changeable at run time (tests flip them). */
  readonly settings: AuthSwitches;
  /**
   * The booking rules' time (`mare.now`) when pinned: stories pin it to the moment they live in,
   * so holds, cut-offs and refunds read the same day the screen shows. Null: the clock's.
   */
  readonly bookingTime: { pinned: string | null };
  /**
   * Delivers the e-mail outbox now (the send-email function's core, the demo mailbox as the
   * provider). The REST handler runs it after each write, so an event's e-mail is in the mailbox
   * when its answer arrives; the minute job runs it after the reminders.
   */
  deliverEmails(): Promise<unknown>;
}

export interface AuthSwitches {
  /** Sign-ups are confirmed at once (a session instead of a confirmation email). */
  autoconfirm: boolean;
  /** The project refuses new sign-ups (422 signup_disabled). */
  disableSignup: boolean;
}
