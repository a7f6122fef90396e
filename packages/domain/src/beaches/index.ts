export * from './types.ts';
export * from './sample-beaches.ts';
export * from './summaries.ts';
export * from './catalogue-summaries.ts';
