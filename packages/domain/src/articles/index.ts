export * from './types.ts';
export * from './article-id.ts';
export * from './generate.ts';
export * from './from-id.ts';
export * from './reading-time.ts';
export * from './todays.ts';
export { SUMMARY_CALL_TO_ACTION } from './templates/index.ts';
