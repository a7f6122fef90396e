export * from './errors.ts';
export * from './shapes.ts';
export * from './words.ts';
