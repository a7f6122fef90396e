export * from './context.ts';
export * from './titles.ts';
export * from './body.ts';
export * from './closing.ts';
