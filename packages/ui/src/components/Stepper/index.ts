export { Stepper } from './Stepper.tsx';
