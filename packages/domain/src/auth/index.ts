export * from './types.ts';
export { createAuthService } from './service.ts';
export { clearStoredAuthTokens } from './tokens.ts';
export { isRole } from './role.ts';
