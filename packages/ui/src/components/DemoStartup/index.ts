export { DemoStartup, DEMO_STARTUP_MESSAGES, type DemoStartupState } from './DemoStartup.tsx';
