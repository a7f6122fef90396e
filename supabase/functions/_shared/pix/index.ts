// The platform-neutral Pix core: no Deno globals, fetch, clock and database injected.
export * from './client.ts';
export * from './database.ts';
export * from './errors.ts';
export * from './handlers.ts';
export * from './http.ts';
export * from './money.ts';
export * from './types.ts';
