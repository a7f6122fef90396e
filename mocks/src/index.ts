export {
  MOCK_SUPABASE_URL,
  MOCK_SUPABASE_ANON_KEY,
  MOCK_SUPABASE_SERVICE_ROLE_KEY,
  MOCK_JWT_SECRET,
  DEFAULT_MASTER_EMAIL,
} from './config.ts';
export { createMockBackend, type MockBackend, type MockBackendOptions } from './backend.ts';
export { defaultBackend, handlers, resetMockBackend } from './default-backend.ts';
export type { AuthSwitches } from './context.ts';
export type { Mailbox } from './mailbox.ts';
export type { MailMessage } from './db/types.ts';
export type { MockDatabase } from './database/database.ts';
export {
  DEMO_ACCOUNT_IDS,
  DEMO_PROVIDER_IDS,
  FIXTURE_EMAILS,
  FIXTURE_IDS,
  FIXTURE_PASSWORD,
  FIXTURE_TIME,
  SEED_ACCOUNT_COUNT,
  type FixtureName,
  type FixtureObject,
  type Fixtures,
} from './db/fixtures.ts';
export {
  scenarios,
  SCENARIO_NAMES,
  withScenario,
  outage,
  OPERATIONS,
  type ScenarioName,
  type OutageKind,
  type OperationId,
} from './scenarios/index.ts';
export { systemClock, type ServerClock } from './clock.ts';
export {
  createMockPsp,
  mockPspFetch,
  payMockPspCharge,
  MOCK_PSP_URL,
  MOCK_PSP_MERCHANT,
  type MockPsp,
  type MockPspOptions,
} from './psp/index.ts';
export { startPixJobs, PIX_JOBS_INTERVAL_MS } from './pix-jobs.ts';
export { cryptoRandom, sequentialRandom, type IdSource } from './random.ts';
