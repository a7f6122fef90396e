export { ClockProvider, useClock } from './ClockContext.tsx';
