// A self-signed certificate for 127.0.0.1, made at run time with Node's crypto alone (an ECDSA
// P-256 key; the X.509 structure written in DER here): HTTP/2 in browsers needs TLS, and nothing is
// downloaded or installed. Browsers trust it only when told its key's hash (`spkiHash`, for
// Chromium's --ignore-certificate-errors-spki-list), so no other origin's errors are ignored.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/** One DER element: tag, length, content. */
function der(tag, ...parts) {
  const body = Buffer.concat(parts);
  const length =
    body.length < 0x80
      ? Buffer.from([body.length])
      : (() => {
          const bytes = [];
          for (let n = body.length; n > 0; n >>= 8) bytes.unshift(n & 0xff);
          return Buffer.from([0x80 | bytes.length, ...bytes]);
        })();
  return Buffer.concat([Buffer.from([tag]), length, body]);
}

const sequence = (...parts) => der(0x30, ...parts);
const set = (...parts) => der(0x31, ...parts);

function oid(text) {
  const [first = 0, second = 0, ...rest] = text.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const value of rest) {
    const group = [value & 0x7f];
    for (let n = value >> 7; n > 0; n >>= 7) group.unshift(0x80 | (n & 0x7f));
    bytes.push(...group);
  }
  return der(0x06, Buffer.from(bytes));
}

/** A positive INTEGER from unsigned big-endian bytes. */
const integer = (bytes) =>
  der(0x02, bytes[0] & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);

/** UTCTime, YYMMDDHHMMSSZ. */
const utcTime = (date) =>
  der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`, 'ascii'));

const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));

/**
 * @param {string} [host] the IP address the certificate names (its subject and only SAN)
 * @returns {{ key: string, cert: string, spkiHash: string }} PEM key and certificate, and the
 *   base64 SHA-256 of the public key, as Chromium's flag wants it
 */
export function selfSignedCertificate(host = '127.0.0.1') {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const name = sequence(set(sequence(oid('2.5.4.3'), der(0x0c, Buffer.from(host, 'utf8')))));
  const now = Date.now();
  const altNames = sequence(der(0x87, Buffer.from(host.split('.').map(Number))));
  const tbs = sequence(
    der(0xa0, integer(Buffer.from([2]))), // v3
    integer(randomBytes(16)),
    ECDSA_WITH_SHA256,
    name,
    sequence(utcTime(new Date(now - 60 * 60 * 1000)), utcTime(new Date(now + 24 * 60 * 60 * 1000))),
    name,
    spki,
    der(0xa3, sequence(sequence(oid('2.5.29.17'), der(0x04, altNames)))),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(tbs, ECDSA_WITH_SHA256, der(0x03, Buffer.from([0]), signature));
  const pem = (label, body) =>
    `-----BEGIN ${label}-----\n${body.toString('base64').replace(/(.{64})/g, '$1\n')}\n-----END ${label}-----\n`;
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: pem('CERTIFICATE', certificate).replace('\n\n', '\n'),
    spkiHash: createHash('sha256').update(spki).digest('base64'),
  };
}
