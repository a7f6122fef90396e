export * from './periods.ts';
export * from './figures.ts';
