export { RetryAlert } from './RetryAlert.tsx';
