export * from './types.ts';
export { createAuthService } from './service.ts';
export { clearStoredAuthTokens, hasStoredAuthToken, isAuthTokenKey } from './tokens.ts';
export { isRole } from './role.ts';
