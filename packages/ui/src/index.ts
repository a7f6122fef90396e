export * from './components/Toaster/index.ts';
