export { FormAlert, type AlertTone } from './FormAlert.tsx';
