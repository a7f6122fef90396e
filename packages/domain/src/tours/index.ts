export * from './status.ts';
export * from './shapes.ts';
export * from './columns.ts';
