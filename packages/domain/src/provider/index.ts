export * from './provider.ts';
export * from './rows.ts';
