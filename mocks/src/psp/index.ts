export {
  createMockPsp,
  mockPspFetch,
  isValidCpf,
  MOCK_PSP_URL,
  MOCK_PSP_CLIENT_ID,
  MOCK_PSP_CLIENT_SECRET,
  MOCK_PSP_MERCHANT,
  type MockPsp,
  type MockPspOptions,
  type MockPspControl,
  type PspState,
  type PspStore,
  type Fault,
  type FaultKind,
  type FaultTarget,
  type PayOptions,
  type WebhookOutcome,
  type CobCompleta,
  type Pix,
  type Devolucao,
} from './psp.ts';
export { dynamicBrCode } from './br-code.ts';
export { payMockPspCharge } from './payer.ts';
export { problem, ERROR_TYPE_BASE, type ErrorType, type Problema } from './problems.ts';
