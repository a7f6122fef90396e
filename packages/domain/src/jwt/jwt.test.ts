import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, decodeBase64UrlText, isBase64Url } from './base64url.ts';
import { JWT_ERRORS, checkJwtExpiry, decodeJwtClaims, isWellFormedJwt } from './jwt.ts';

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const token = (claims: object, header: object = { alg: 'HS256', typ: 'JWT' }) =>
  `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}.c2lnbmF0dXJl`;

const now = new Date('2026-11-21T12:00:00Z');
const nowSeconds = now.getTime() / 1000;
const claims = { sub: 'u1', email: 'ana@mare.example', role: 'authenticated', session_id: 's1' };

describe('base64url', () => {
  it('decodes like Node does, for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const encoded = Buffer.from(bytes).toString('base64url');
        expect(isBase64Url(encoded)).toBe(true);
        expect(decodeBase64Url(encoded)).toEqual(new Uint8Array(bytes));
      }),
    );
  });

  it('decodes UTF-8 text, accents included', () => {
    expect(decodeBase64UrlText(b64url('Maré ☀'))).toBe('Maré ☀');
  });

  it.each(['a', 'abcde', 'ab=', 'a+b/', 'ab cd', 'é'])('rejects %j', (text) => {
    expect(isBase64Url(text)).toBe(false);
    expect(decodeBase64Url(text)).toBeNull();
  });

  it('rejects bytes that are not UTF-8', () => {
    expect(decodeBase64UrlText(Buffer.from([0xff, 0xfe]).toString('base64url'))).toBeNull();
  });
});

describe('isWellFormedJwt', () => {
  it('accepts 3 base64url parts', () => {
    expect(isWellFormedJwt(token(claims))).toBe(true);
    // An unsigned token still has the structure.
    expect(isWellFormedJwt(`${b64url('{}')}.${b64url('{}')}.`)).toBe(true);
  });

  it.each([
    ['two parts', 'abcd.efgh'],
    ['four parts', 'abcd.efgh.ijkl.mnop'],
    ['empty', ''],
    ['empty header', '.efgh.ijkl'],
    ['empty payload', 'abcd..ijkl'],
    ['padding', 'abcd.efg=.ijkl'],
    ['standard base64', 'ab+d.efgh.ijkl'],
    ['bad length', 'abcde.efgh.ijkl'],
  ])('rejects %s', (_label, value) => {
    expect(isWellFormedJwt(value)).toBe(false);
  });

  it('rejects what is not a string', () => {
    expect(isWellFormedJwt(null)).toBe(false);
    expect(isWellFormedJwt(42)).toBe(false);
    expect(isWellFormedJwt({})).toBe(false);
  });
});

describe('decodeJwtClaims', () => {
  it('reads header and claims', () => {
    expect(decodeJwtClaims(token({ ...claims, exp: 1 }))).toEqual({
      ok: true,
      header: { alg: 'HS256', typ: 'JWT' },
      claims: { ...claims, exp: 1 },
    });
  });

  it.each([
    ['not a string', 42, JWT_ERRORS.structure],
    ['wrong part count', 'a.b', JWT_ERRORS.structure],
    ['not base64url', 'ab+d.efgh.ijkl', JWT_ERRORS.format],
    ['payload not JSON', `${b64url('{}')}.${b64url('hello')}.x1`, JWT_ERRORS.payload],
    ['payload an array', `${b64url('{}')}.${b64url('[1]')}.x1`, JWT_ERRORS.payload],
    ['payload null', `${b64url('{}')}.${b64url('null')}.x1`, JWT_ERRORS.payload],
    ['header not JSON', `${b64url('{')}.${b64url('{}')}.x1`, JWT_ERRORS.payload],
  ])('fails on %s', (_label, value, error) => {
    expect(decodeJwtClaims(value)).toEqual({ ok: false, error });
  });
});

describe('checkJwtExpiry', () => {
  it('accepts a token that expires later', () => {
    const result = checkJwtExpiry(token({ ...claims, exp: nowSeconds + 3600 }), now);
    expect(result).toEqual({
      ok: true,
      claims: { ...claims, exp: nowSeconds + 3600 },
      expiresAt: new Date('2026-11-21T13:00:00Z'),
    });
  });

  it("rejects an expired token with 'JWT has expired'", () => {
    expect(checkJwtExpiry(token({ ...claims, exp: nowSeconds - 1 }), now)).toEqual({
      ok: false,
      error: 'JWT has expired',
    });
    // Expiring this very second counts as expired.
    expect(checkJwtExpiry(token({ ...claims, exp: nowSeconds }), now)).toMatchObject({
      ok: false,
      error: 'JWT has expired',
    });
  });

  it('follows the injected clock', () => {
    const jwt = token({ exp: nowSeconds + 60 });
    expect(checkJwtExpiry(jwt, now).ok).toBe(true);
    expect(checkJwtExpiry(jwt, new Date(now.getTime() + 61_000)).ok).toBe(false);
    expect(checkJwtExpiry(jwt, new Date(Number.NaN))).toMatchObject({ error: JWT_ERRORS.expired });
  });

  it('needs a numeric exp', () => {
    expect(checkJwtExpiry(token({ sub: 'u1' }), now)).toEqual({
      ok: false,
      error: 'Missing exp claim',
    });
    expect(checkJwtExpiry(token({ exp: '9999999999' }), now)).toMatchObject({
      error: JWT_ERRORS.missingExp,
    });
  });

  it('passes decoding failures through', () => {
    expect(checkJwtExpiry('nope', now)).toEqual({ ok: false, error: JWT_ERRORS.structure });
  });
});

describe('JWT checks on random input (10 000 strings each)', () => {
  const jwtish = fc.oneof(
    fc.string(),
    fc.string({ unit: fc.constantFrom('a', 'B', '0', '-', '_', '.', '=', '+', '/', 'é') }),
    fc
      .tuple(fc.base64String(), fc.base64String(), fc.base64String())
      .map((parts) => parts.join('.')),
    fc
      .tuple(fc.jsonValue(), fc.jsonValue(), fc.string())
      .map(([h, p, s]) => `${b64url(JSON.stringify(h))}.${b64url(JSON.stringify(p))}.${b64url(s)}`),
  );

  it('never throws and agrees with itself', () => {
    fc.assert(
      fc.property(jwtish, fc.date({ noInvalidDate: false }), (value, clock) => {
        const wellFormed = isWellFormedJwt(value);
        const decoded = decodeJwtClaims(value);
        const expiry = checkJwtExpiry(value, clock);
        if (decoded.ok) expect(wellFormed).toBe(true);
        if (!wellFormed) expect(decoded.ok).toBe(false);
        if (expiry.ok) expect(decoded.ok).toBe(true);
        if (wellFormed) expect(value.split('.')).toHaveLength(3);
        if (!expiry.ok) expect(Object.values(JWT_ERRORS)).toContain(expiry.error);
      }),
      { numRuns: 10_000 },
    );
  });

  it('only calls well-formed what has exactly 3 base64url parts', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const parts = value.split('.');
        const expected =
          parts.length === 3 && parts[0] !== '' && parts[1] !== '' && parts.every(isBase64Url);
        expect(isWellFormedJwt(value)).toBe(expected);
      }),
      { numRuns: 10_000 },
    );
  });

  it('round-trips any JSON object claims', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (payload) => {
        const decoded = decodeJwtClaims(token(payload));
        expect(decoded.ok && decoded.claims).toEqual(JSON.parse(JSON.stringify(payload)));
      }),
    );
  });
});
