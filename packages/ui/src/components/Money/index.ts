export { Money } from './Money.tsx';
