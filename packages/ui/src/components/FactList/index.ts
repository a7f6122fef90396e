export { Fact, FactList, type FactListAlign, type FactListLayout } from './FactList.tsx';
