import { decodeBase64UrlText, isBase64Url } from './base64url.ts';

/** The claims the app reads; any other claim is kept as unknown. */
export interface JwtClaims {
  exp?: number;
  iat?: number;
  sub?: string;
  email?: string;
  role?: string;
  session_id?: string;
  [claim: string]: unknown;
}

/** supabase-js's own texts for these failures (spec §5), kept in English as the spec gives them. */
export const JWT_ERRORS = {
  structure: 'Invalid JWT structure',
  format: 'JWT not in base64url format',
  payload: 'Invalid JWT payload',
  missingExp: 'Missing exp claim',
  expired: 'JWT has expired',
} as const;

export type JwtError = (typeof JWT_ERRORS)[keyof typeof JWT_ERRORS];

export type JwtDecodeResult =
  { ok: true; header: Record<string, unknown>; claims: JwtClaims } | { ok: false; error: JwtError };

export type JwtExpiryResult =
  { ok: true; claims: JwtClaims; expiresAt: Date } | { ok: false; error: JwtError };

function splitToken(token: unknown): [string, string, string] | JwtError {
  if (typeof token !== 'string') return JWT_ERRORS.structure;
  const parts = token.split('.');
  if (parts.length !== 3) return JWT_ERRORS.structure;
  const [header = '', payload = '', signature = ''] = parts;
  if (header === '' || payload === '') return JWT_ERRORS.structure;
  if (!parts.every(isBase64Url)) return JWT_ERRORS.format;
  return [header, payload, signature];
}

/** Exactly 3 dot-separated parts, each base64url, header and payload not empty. */
export function isWellFormedJwt(token: unknown): token is string {
  return typeof splitToken(token) !== 'string';
}

function jsonObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Reads header and claims without verifying the signature (the server does that). Never throws. */
export function decodeJwtClaims(token: unknown): JwtDecodeResult {
  const parts = splitToken(token);
  if (typeof parts === 'string') return { ok: false, error: parts };
  const header = jsonObject(decodeBase64UrlText(parts[0]));
  const claims = jsonObject(decodeBase64UrlText(parts[1]));
  if (!header || !claims) return { ok: false, error: JWT_ERRORS.payload };
  return { ok: true, header, claims: claims as JwtClaims };
}

/** Rejects a token whose `exp` is at or before `now` ('JWT has expired'), as supabase-js does. */
export function checkJwtExpiry(token: unknown, now: Date): JwtExpiryResult {
  const decoded = decodeJwtClaims(token);
  if (!decoded.ok) return decoded;
  const { exp } = decoded.claims;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) {
    return { ok: false, error: JWT_ERRORS.missingExp };
  }
  const nowSeconds = Math.floor(now.getTime() / 1000);
  // An invalid clock fails closed.
  if (!(exp > nowSeconds)) return { ok: false, error: JWT_ERRORS.expired };
  return { ok: true, claims: decoded.claims, expiresAt: new Date(exp * 1000) };
}
