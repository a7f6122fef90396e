import { getResponse, type HttpHandler } from 'msw';
import { authHandlers } from './auth/index.ts';
import { systemClock, type ServerClock } from './clock.ts';
import type { AuthSwitches, BackendContext } from './context.ts';
import { resetMockDatabase, type MockDatabase } from './database/database.ts';
import { openDefaultDatabase } from './database/provider.ts';
import { createFixtures, type Fixtures } from './db/fixtures.ts';
import type { MailMessage } from './db/types.ts';
import { createMailbox, type Mailbox } from './mailbox.ts';
import { loadSchemaCache, type SchemaCache } from './postgrest/index.ts';
import { cryptoRandom, type IdSource } from './random.ts';
import { functionHandlers } from './functions/index.ts';
import { createEmailDelivery, sendEmailHandlers } from './functions/send-email.ts';
import { pixFunctions, pspHandlers } from './functions/pix.ts';
import { createMockPsp, type MockPsp, type MockPspOptions } from './psp/index.ts';
import { restHandlers } from './rest/index.ts';
import { storageHandlers } from './storage/index.ts';

export interface MockBackendOptions {
  clock?: ServerClock;
  random?: IdSource;
  /** Where the outbox e-mails' links point (default: the page's origin, else localhost:5173). */
  siteUrl?: string;
  /** Confirm sign-ups at once (default false: the "check your email" path). */
  autoconfirm?: boolean;
  disableSignup?: boolean;
  /** The master-admin email recorded in private.app_settings (default: the seed's). */
  masterEmail?: string;
  /**
   * Opens the database. Default: the seed's dump, from `@mare/mocks/node` (Node) or
   * `@mare/mocks/browser` (the page); demo mode passes one kept in IndexedDB.
   */
  database?: () => Promise<MockDatabase>;
  /**
   * `private.app_settings.payment_provider` (default: the seed's `demo`, the database's own
   * static code). `api_pix`: checkout leaves the code to the pix-charge function, which charges
   * at the mock PSP (demo mode).
   */
  paymentProvider?: 'demo' | 'api_pix';
  /** The mock PSP's options (its clock and ids default to the backend's). */
  psp?: Omit<MockPspOptions, 'deliver'>;
}

export interface MockBackend {
  /** MSW handlers for every operation of openapi/supabase.yaml. */
  readonly handlers: HttpHandler[];
  /** The data: PGlite with the project's migrations and seed, opened on first use. */
  database(): Promise<MockDatabase>;
  /** The REST API's view of the schema: its tables and functions, with each one's volatility. */
  schema(): Promise<SchemaCache>;
  /** Rows a story or test starts from, written with SQL. */
  readonly fixtures: Fixtures;
  readonly mailbox: Mailbox;
  /** The auth server's switches; change them at run time. */
  readonly settings: AuthSwitches;
  /**
   * Pins the time the booking functions read (`mare.now`) to an ISO instant, or unpins it with
   * null; auth keeps its own clock. `reset()` unpins it.
   */
  pinBookingTime(at: string | null): void;
  /** The PSP the Pix functions charge at (served at MOCK_PSP_URL). */
  readonly psp: MockPsp;
  /** One run of the Pix jobs the scheduler starts (pix-reconcile, then pix-refund). */
  runPixJobs(): Promise<void>;
  /**
   * Delivers the e-mails due in the outbox to the mailbox now (also done after every REST write
   * and by the minute job). Resolves with what the run did.
   */
  deliverEmails(): Promise<{ claimed: number; sent: number; retried: number; failed: number }>;
  /** Back to the seed (1-2 ms) and the creation options. */
  reset(): Promise<void>;
  /** Closes the database (Node tests: an open one keeps the process alive). */
  close(): Promise<void>;
}

/** A Supabase (auth, REST, storage) whose data lives in PGlite running the project's SQL. */
export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const initialSettings = (): AuthSwitches => ({
    autoconfirm: options.autoconfirm ?? false,
    disableSignup: options.disableSignup ?? false,
  });
  const settings = initialSettings();
  const mail: MailMessage[] = [];
  const bookingTime: { pinned: string | null } = { pinned: null };
  let opened: Promise<MockDatabase> | null = null;
  let schema: Promise<SchemaCache> | null = null;

  const applyOptions = async (db: MockDatabase) => {
    if (options.paymentProvider !== undefined)
      await db.query(`update private.app_settings set value = $1 where key = 'payment_provider'`, [
        options.paymentProvider,
      ]);
    if (options.masterEmail === undefined) return;
    await db.query(`update private.app_settings set value = $1 where key = 'master_admin_email'`, [
      options.masterEmail,
    ]);
  };

  const db = () => {
    opened ??= (options.database ?? openDefaultDatabase)().then(async (database) => {
      await applyOptions(database);
      const { rows } = await database.query<{ message: MailMessage }>(
        `select message from mock.mailbox order by seq`,
      );
      mail.push(...rows.map((row) => row.message));
      // Read once at start-up, so the first REST request does not pay for it.
      schema = loadSchemaCache(database);
      await schema;
      return database;
    });
    return opened;
  };

  const ctx: BackendContext = {
    clock: options.clock ?? systemClock,
    random: options.random ?? cryptoRandom,
    settings,
    mail,
    bookingTime,
    deliverEmails: () => deliverEmails(),
    db,
    schema: async () => {
      await db();
      if (!schema) throw new Error('mock backend: the schema cache was not loaded');
      return schema;
    },
  };

  const siteUrl = options.siteUrl;
  const deliverEmails = createEmailDelivery(ctx, siteUrl === undefined ? undefined : () => siteUrl);
  const handlers: HttpHandler[] = [];
  // The PSP notifies the pix-webhook function through this backend's own handlers.
  const psp = createMockPsp({
    // The PSP lives in the booking functions' time (a story pins it), so a payment is never
    // stamped outside the charge's own expiry by a clock the database does not share.
    clock: { now: () => (bookingTime.pinned ? Date.parse(bookingTime.pinned) : ctx.clock.now()) },
    random: ctx.random,
    ...options.psp,
    deliver: async (request) =>
      (await getResponse(handlers, request)) ?? new Response(null, { status: 404 }),
  });
  const pix = pixFunctions(ctx, psp, () => handlers);
  handlers.push(
    ...authHandlers(ctx),
    ...restHandlers(ctx),
    ...storageHandlers(ctx),
    ...functionHandlers(ctx),
    ...sendEmailHandlers(deliverEmails),
    ...pix.handlers,
    ...pspHandlers(psp),
  );

  return {
    handlers,
    psp,
    runPixJobs: () => pix.runJobs(),
    database: db,
    schema: ctx.schema,
    fixtures: createFixtures(db),
    mailbox: createMailbox(ctx),
    deliverEmails,
    settings,
    pinBookingTime(at) {
      bookingTime.pinned = at === null ? null : new Date(at).toISOString();
    },
    async reset() {
      Object.assign(settings, initialSettings());
      bookingTime.pinned = null;
      mail.length = 0;
      psp.reset();
      await pix.registerWebhook();
      if (!opened) return;
      const database = await opened;
      await resetMockDatabase(database);
      await applyOptions(database);
    },
    async close() {
      if (opened) await (await opened).close();
      opened = null;
      schema = null;
    },
  };
}
