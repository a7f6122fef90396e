export { useHydrated } from './useHydrated.ts';
