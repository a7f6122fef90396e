export * from './types.ts';
export * from './sample-beaches.ts';
