export * from './compose.ts';
export * from './templates.ts';
export * from './examples.ts';
