export { ClockProvider, useClock, type Clock } from './ClockContext.tsx';
