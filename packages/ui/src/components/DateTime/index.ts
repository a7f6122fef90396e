export { DateTime } from './DateTime.tsx';
