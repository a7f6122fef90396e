export * from './states.ts';
export * from './regions.ts';
