import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/index.ts';
import {
  checkNewName,
  duplicateName,
  MAX_FILE_NAME_LENGTH,
  safeObjectName,
  slugify,
  splitName,
} from './names.ts';

describe('splitName', () => {
  it.each([
    ['praia.png', { base: 'praia', extension: 'png' }],
    ['a.b.JPG', { base: 'a.b', extension: 'JPG' }],
    ['sem', { base: 'sem', extension: '' }],
    ['.oculto', { base: '.oculto', extension: '' }],
  ])('%s', (name, parts) => expect(splitName(name)).toEqual(parts));
});

describe('slugify', () => {
  it.each([
    ['Praia do Forno (1)', 'praia-do-forno-1'],
    ['Baía do Sancho — pôr do sol', 'baia-do-sancho-por-do-sol'],
    ['  __Jericoacoara!!  ', 'jericoacoara'],
    ['日本', 'imagem'],
    ['', 'imagem'],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));

  it('keeps at most 60 characters and never ends on a hyphen', () => {
    const slug = slugify(`${'a'.repeat(59)} bcd`);
    expect(slug).toBe('a'.repeat(59));
    expect(slugify('x'.repeat(80))).toHaveLength(60);
  });

  it('always gives lower-case letters, digits and inner hyphens (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(slugify(text)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
  });
});

describe('safeObjectName', () => {
  it('slugs the name, adds a six-character random suffix and keeps the extension', () => {
    const random = () => 0.5;
    expect(safeObjectName('Pôr do Sol.JPEG', 'image/jpeg', random)).toBe('por-do-sol-i00000.jpeg');
    expect(safeObjectName('foto.png', 'image/png', () => 0)).toBe('foto-000000.png');
    expect(safeObjectName('foto.png', 'image/png', () => 0.999_999_999_9)).toBe('foto-zzzzzz.png');
  });

  it('uses the type’s extension when the written one does not match', () => {
    expect(safeObjectName('foto.jpg', 'image/png', () => 0)).toBe('foto-000000.png');
    expect(safeObjectName('sem-extensao', 'image/webp', () => 0)).toBe('sem-extensao-000000.webp');
  });

  it('gives different names to the same file from a seeded source', () => {
    const random = mulberry32(42);
    const names = Array.from({ length: 50 }, () => safeObjectName('foto.png', 'image/png', random));
    expect(new Set(names).size).toBe(50);
    for (const name of names) expect(name).toMatch(/^foto-[0-9a-z]{6}\.png$/);
  });
});

describe('duplicateName', () => {
  it('adds -copia before the extension', () => {
    expect(duplicateName('praia-abc123.png', ['praia-abc123.png'])).toBe('praia-abc123-copia.png');
  });

  it('counts on when the copy name is taken', () => {
    const existing = ['a.webp', 'a-copia.webp', 'a-copia-2.webp'];
    expect(duplicateName('a.webp', existing)).toBe('a-copia-3.webp');
  });

  it('works for a name without extension', () => {
    expect(duplicateName('legado', [])).toBe('legado-copia');
  });
});

describe('checkNewName', () => {
  const current = 'praia-abc123.png';

  it('accepts a safe name of the same type', () => {
    expect(checkNewName('por-do-sol.png', current)).toBeNull();
    expect(checkNewName('  Foto_2.PNG ', current)).toBeNull();
    expect(checkNewName('capa.jpeg', 'capa.jpg')).toBeNull();
    expect(checkNewName('capa.webp', 'legado')).toBeNull();
  });

  it.each([
    ['', 'Informe o novo nome.'],
    ['   ', 'Informe o novo nome.'],
    [`${'a'.repeat(MAX_FILE_NAME_LENGTH)}.png`, 'Use no máximo 100 caracteres.'],
    [
      'pôr do sol.png',
      'Use apenas letras sem acento, números, ponto, hífen e sublinhado, sem espaços; comece com letra ou número.',
    ],
    [
      'pasta/foto.png',
      'Use apenas letras sem acento, números, ponto, hífen e sublinhado, sem espaços; comece com letra ou número.',
    ],
    [
      '.png',
      'Use apenas letras sem acento, números, ponto, hífen e sublinhado, sem espaços; comece com letra ou número.',
    ],
    ['foto.jpg', 'O nome deve terminar em .png, o mesmo tipo do arquivo.'],
    ['foto', 'O nome deve terminar em .png, o mesmo tipo do arquivo.'],
    ['praia-abc123.png', 'O novo nome é igual ao atual.'],
  ])('%j → %s', (value, message) => expect(checkNewName(value, current)).toBe(message));

  it('lists both JPEG endings', () => {
    expect(checkNewName('capa.png', 'capa.jpg')).toBe(
      'O nome deve terminar em .jpg ou .jpeg, o mesmo tipo do arquivo.',
    );
  });

  it('asks for an image extension when the stored name has none', () => {
    expect(checkNewName('capa.gif', 'legado')).toBe(
      'O nome deve terminar em .jpg, .jpeg, .png ou .webp.',
    );
  });
});
