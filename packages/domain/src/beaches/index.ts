export * from './types.ts';
export * from './catalog.ts';
