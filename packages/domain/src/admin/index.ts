export * from './errors.ts';
export * from './manage.ts';
export * from './audit.ts';
export * from './payment-issues.ts';
