export { DateField } from './DateField.tsx';
