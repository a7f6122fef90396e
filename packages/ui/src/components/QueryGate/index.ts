export {
  QueryGate,
  NO_PERMISSION,
  withConnectionHint,
  type QueryGateProps,
  type QueryGateVariant,
} from './QueryGate.tsx';
export { LoadingStatus } from './LoadingStatus.tsx';
