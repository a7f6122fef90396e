export * from './errors.ts';
export * from './layout.ts';
export * from './schedule.ts';
export * from './manifest.ts';
export * from './cancellation.ts';
export * from './rows.ts';
export * from './sales.ts';
