export { Badge, type BadgeTone } from './Badge.tsx';
