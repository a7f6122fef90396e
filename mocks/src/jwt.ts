import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { MOCK_JWT_SECRET } from './config.ts';
import type { ServerClock } from './clock.ts';

const key = new TextEncoder().encode(MOCK_JWT_SECRET);

/** The claims the mocks read from a token (auth-js, PostgREST and storage read the same). */
export interface Claims extends JWTPayload {
  role?: string;
  email?: string;
  session_id?: string;
}

export type Verified =
  { ok: true; claims: Claims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** A real 3-part HS256 JWT, so auth-js and anything else can decode it. */
export function signJwt(claims: Claims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}

/** Verifies signature and expiry against the injected clock. */
export async function verifyJwt(token: string, clock: ServerClock): Promise<Verified> {
  try {
    const { payload } = await jwtVerify<Claims>(token, key, {
      algorithms: ['HS256'],
      currentDate: new Date(clock.now()),
    });
    return { ok: true, claims: payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return { ok: false, reason: 'signature' };
    }
    return { ok: false, reason: 'malformed' };
  }
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}
