export * from './http-status.ts';
export * from './policy.ts';
