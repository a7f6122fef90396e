export * from './constants.ts';
export * from './random/index.ts';
export * from './regions/index.ts';
export * from './beaches/index.ts';
export * from './errors/index.ts';
export * from './jwt/index.ts';
export * from './query/index.ts';
