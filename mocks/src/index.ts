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
export type { MailMessage, MockState } from './db/types.ts';
export {
  FIXTURE_EMAILS,
  FIXTURE_IDS,
  FIXTURE_PASSWORD,
  FIXTURE_TIME,
  dropMasterRole,
  type FixtureName,
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
export {
  webStoragePersistence,
  PERSISTENCE_KEY,
  PERSISTENCE_VERSION,
  type KeyValueStorage,
  type Persistence,
} from './persistence.ts';
export { systemClock, type Clock } from './clock.ts';
export { cryptoRandom, sequentialRandom, type RandomSource } from './random.ts';
