export { Countdown } from './Countdown.tsx';
