import { settingsHandlers } from './settings.ts';

export const handlers = [...settingsHandlers];
