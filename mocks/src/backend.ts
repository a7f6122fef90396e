import type { HttpHandler } from 'msw';
import { authHandlers } from './auth/index.ts';
import { systemClock, type Clock } from './clock.ts';
import { DEFAULT_MASTER_EMAIL } from './config.ts';
import type { AuthSwitches, BackendContext } from './context.ts';
import { seedState } from './db/fixtures.ts';
import type { MockState } from './db/types.ts';
import { createMailbox, type Mailbox } from './mailbox.ts';
import type { Persistence } from './persistence.ts';
import { cryptoRandom, type RandomSource } from './random.ts';
import { restHandlers } from './rest/index.ts';
import { storageHandlers } from './storage/index.ts';

export interface MockBackendOptions {
  clock?: Clock;
  random?: RandomSource;
  /** Confirm sign-ups at once (default false: the "check your email" path). */
  autoconfirm?: boolean;
  disableSignup?: boolean;
  masterEmail?: string;
  /** Demo mode: start from the saved state and keep it across reloads. */
  persistence?: Persistence;
}

export interface MockBackend {
  /** MSW handlers for every operation of openapi/supabase.yaml. */
  readonly handlers: HttpHandler[];
  /** The live in-memory data (users, sessions, rows, objects, emails). */
  readonly db: MockState;
  readonly mailbox: Mailbox;
  /** The auth server's switches; change them at run time. */
  readonly settings: AuthSwitches;
  /** Back to the fixtures and the creation options (and clears saved demo data). */
  reset(): void;
  /** Writes the state to the persistence, if any (entry points call it after each response). */
  save(): void;
}

/** An in-memory Supabase (auth, REST, storage) seeded with the fixtures of DATA-MODEL.md. */
export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const initialSettings = (): AuthSwitches => ({
    autoconfirm: options.autoconfirm ?? false,
    disableSignup: options.disableSignup ?? false,
    masterEmail: options.masterEmail ?? DEFAULT_MASTER_EMAIL,
  });
  const { persistence } = options;
  let state = persistence?.load() ?? seedState();
  const settings = initialSettings();

  const ctx: BackendContext = {
    clock: options.clock ?? systemClock,
    random: options.random ?? cryptoRandom,
    settings,
    get state() {
      return state;
    },
  };

  return {
    handlers: [...authHandlers(ctx), ...restHandlers(ctx), ...storageHandlers(ctx)],
    get db() {
      return state;
    },
    mailbox: createMailbox(ctx),
    settings,
    reset() {
      state = seedState();
      Object.assign(settings, initialSettings());
      persistence?.clear();
    },
    save() {
      persistence?.save(state);
    },
  };
}
