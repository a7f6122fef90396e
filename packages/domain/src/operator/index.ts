export * from './manifest.ts';
export * from './cancellation.ts';
export * from './provider.ts';
