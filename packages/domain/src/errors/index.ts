export * from './messages.ts';
export * from './read-error.ts';
export * from './auth-error-message.ts';
