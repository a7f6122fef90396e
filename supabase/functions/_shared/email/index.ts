export * from './provider.ts';
export * from './resend.ts';
export * from './delivery.ts';
export * from './database.ts';
export * from './http.ts';
