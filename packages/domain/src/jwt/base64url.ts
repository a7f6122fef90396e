const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE_OF = new Map([...ALPHABET].map((char, index) => [char, index]));

/** auth-js's rule: base64url characters, no padding, and a length that is not 1 more than a multiple of 4. */
const BASE64URL = /^([a-z0-9_-]{4})*($|[a-z0-9_-]{3}$|[a-z0-9_-]{2}$)$/i;

export function isBase64Url(text: string): boolean {
  return BASE64URL.test(text);
}

/** Decodes base64url to bytes with no Buffer and no atob, so it runs the same in Node and browsers. */
export function decodeBase64Url(text: string): Uint8Array | null {
  if (!isBase64Url(text)) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of text) {
    buffer = (buffer << 6) | (VALUE_OF.get(char) ?? 0);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index] = (buffer >> bits) & 0xff;
      index += 1;
    }
  }
  return bytes;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** base64url → UTF-8 text; null when either layer is invalid. */
export function decodeBase64UrlText(text: string): string | null {
  const bytes = decodeBase64Url(text);
  if (!bytes) return null;
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}
