export * from './errors.ts';
export * from './layout.ts';
export * from './schedule.ts';
