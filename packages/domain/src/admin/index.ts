export * from './errors.ts';
export * from './manage.ts';
