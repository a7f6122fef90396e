export {
  BackendProvider,
  settledBackend,
  useAuthService,
  useBackend,
  useBackendPromise,
  useBackendReady,
  useIsDemo,
  useStoredSession,
  type Backend,
  type DemoPix,
  type StoredSession,
} from './BackendContext.tsx';
export { createLazyBackend, type LazyBackend } from './lazy-backend.ts';
export {
  call,
  RequestError,
  toRequestError,
  type CommonErrorCode,
  type ErrorMessages,
  type WireError,
} from './request-error.ts';
