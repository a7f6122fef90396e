export * from './fields.ts';
export * from './text-limits.ts';
