export * from './slots.ts';
export * from './scheduler.ts';
