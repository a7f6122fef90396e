import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  checkReplacement,
  extensionOf,
  imageTypeOf,
  imageTypeOfName,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  UPLOADS_BUCKET,
} from './rules.ts';

const file = (name: string, type: string, size = 1_000) => ({ name, type, size });

describe('the bucket and its limits', () => {
  it('is the public uploads bucket, 5 MB, JPEG/PNG/WebP', () => {
    expect(UPLOADS_BUCKET).toBe('uploads');
    expect(MAX_UPLOAD_BYTES).toBe(5_242_880);
    expect(UPLOAD_ACCEPT).toBe('image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp');
  });
});

describe('extensionOf', () => {
  it.each([
    ['foto.PNG', 'png'],
    ['a.b.jpeg', 'jpeg'],
    ['semextensao', ''],
    ['.oculto', ''],
    ['ponto.', ''],
  ])('%s → %s', (name, extension) => expect(extensionOf(name)).toBe(extension));
});

describe('imageTypeOf', () => {
  it.each([
    [file('praia.png', 'image/png'), 'image/png'],
    [file('praia.jpg', 'image/jpeg'), 'image/jpeg'],
    [file('praia.jpg', 'image/jpg'), 'image/jpeg'],
    [file('praia.webp', 'IMAGE/WEBP; charset=binary'), 'image/webp'],
    [file('praia.jpeg', ''), 'image/jpeg'],
    [file('praia.webp', 'application/octet-stream'), 'image/webp'],
    [file('praia.gif', 'image/gif'), null],
    [file('praia.png', 'application/pdf'), null],
    [file('praia', ''), null],
  ] as const)('%o → %s', (input, type) => expect(imageTypeOf(input)).toBe(type));

  it('reads a name alone by its extension', () => {
    expect(imageTypeOfName('x.JPG')).toBe('image/jpeg');
    expect(imageTypeOfName('x.svg')).toBeNull();
  });
});

describe('checkImageFile', () => {
  it('accepts JPEG, PNG and WebP up to exactly 5 MB', () => {
    expect(checkImageFile(file('a.jpg', 'image/jpeg', MAX_UPLOAD_BYTES))).toEqual({
      ok: true,
      type: 'image/jpeg',
    });
    expect(checkImageFile(file('b.png', 'image/png', 1))).toEqual({ ok: true, type: 'image/png' });
    expect(checkImageFile(file('c.webp', '', 10))).toEqual({ ok: true, type: 'image/webp' });
  });

  it('refuses another type, naming the file', () => {
    expect(checkImageFile(file('roteiro.pdf', 'application/pdf'))).toEqual({
      ok: false,
      reason: 'type',
      message:
        '“roteiro.pdf” foi recusado: tipo de arquivo não aceito. Envie imagens JPEG, PNG ou WebP.',
    });
  });

  it('refuses a file over 5 MB with its size rounded up', () => {
    expect(checkImageFile(file('enorme.png', 'image/png', MAX_UPLOAD_BYTES + 1))).toEqual({
      ok: false,
      reason: 'size',
      message: '“enorme.png” foi recusado: tem 5,1 MB, acima do limite de 5 MB.',
    });
    const check = checkImageFile(file('grande.jpg', 'image/jpeg', 7.25 * 1024 * 1024));
    expect(check.ok ? '' : check.message).toBe(
      '“grande.jpg” foi recusado: tem 7,3 MB, acima do limite de 5 MB.',
    );
  });

  it('refuses an empty file', () => {
    expect(checkImageFile(file('vazio.png', 'image/png', 0))).toEqual({
      ok: false,
      reason: 'empty',
      message: '“vazio.png” foi recusado: o arquivo está vazio.',
    });
  });

  it('accepts exactly the accepted types within the limit (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'text/plain'),
        fc.integer({ min: 1, max: 2 * MAX_UPLOAD_BYTES }),
        (type, size) => {
          const accepted = ['image/jpeg', 'image/png', 'image/webp'].includes(type);
          expect(checkImageFile(file('x', type, size)).ok).toBe(
            accepted && size <= MAX_UPLOAD_BYTES,
          );
        },
      ),
    );
  });
});

describe('checkReplacement', () => {
  it('takes an image of the stored type', () => {
    expect(checkReplacement(file('nova.jpeg', 'image/jpeg'), 'praia-abc123.jpg')).toEqual({
      ok: true,
      type: 'image/jpeg',
    });
  });

  it('refuses another image type, naming the one needed', () => {
    expect(checkReplacement(file('nova.webp', 'image/webp'), 'praia-abc123.png')).toEqual({
      ok: false,
      reason: 'type',
      message:
        '“nova.webp” foi recusado: a substituição precisa ser uma imagem PNG, do mesmo tipo do arquivo atual.',
    });
  });

  it('applies the upload rules first', () => {
    const check = checkReplacement(file('nota.txt', 'text/plain'), 'praia.png');
    expect(check).toMatchObject({ ok: false, reason: 'type' });
  });

  it('accepts any image when the stored name has no image extension', () => {
    expect(checkReplacement(file('nova.webp', 'image/webp'), 'legado')).toEqual({
      ok: true,
      type: 'image/webp',
    });
  });
});
