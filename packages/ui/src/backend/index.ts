export { BackendProvider, useBackend, type Backend } from './BackendContext.tsx';
