export * from './base64url.ts';
export * from './jwt.ts';
