export {
  BackendProvider,
  settledBackend,
  useBackend,
  useBackendPromise,
  useIsDemo,
  type Backend,
} from './BackendContext.tsx';
