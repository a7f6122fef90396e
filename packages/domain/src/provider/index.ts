export * from './provider.ts';
export * from './rows.ts';
export * from './requests.ts';
export * from './public.ts';
