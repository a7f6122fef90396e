import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES, STORAGE_SUCCESS } from './messages.ts';
import { PREVIEW, SIGNED_URL_SECONDS, toStoredFiles, userObjectPath } from './files.ts';

const uid = '00000000-0000-4000-8000-000000000006';

describe('toStoredFiles', () => {
  it('keeps the files with their size, type and dates, in the listing’s order', () => {
    const files = toStoredFiles(uid, [
      {
        name: 'praia-abc123.png',
        id: 'id-1',
        created_at: '2026-11-20T14:00:00.000Z',
        updated_at: '2026-11-20T15:00:00.000Z',
        metadata: { size: 2048, mimetype: 'image/png' },
      },
      { name: 'pasta', id: null, created_at: null, updated_at: null, metadata: null },
      {
        name: '.emptyFolderPlaceholder',
        id: 'id-2',
        created_at: null,
        updated_at: null,
        metadata: {},
      },
      {
        name: 'sem-metadados.webp',
        id: 'id-3',
        created_at: null,
        updated_at: null,
        metadata: null,
      },
      {
        name: 'estranho.jpg',
        id: 'id-4',
        created_at: null,
        updated_at: null,
        metadata: { size: '12', mimetype: 7 },
      },
    ]);
    expect(files).toEqual([
      {
        id: 'id-1',
        name: 'praia-abc123.png',
        path: `${uid}/praia-abc123.png`,
        size: 2048,
        type: 'image/png',
        createdAt: '2026-11-20T14:00:00.000Z',
        updatedAt: '2026-11-20T15:00:00.000Z',
      },
      {
        id: 'id-3',
        name: 'sem-metadados.webp',
        path: `${uid}/sem-metadados.webp`,
        size: null,
        type: null,
        createdAt: null,
        updatedAt: null,
      },
      {
        id: 'id-4',
        name: 'estranho.jpg',
        path: `${uid}/estranho.jpg`,
        size: null,
        type: null,
        createdAt: null,
        updatedAt: null,
      },
    ]);
  });
});

describe('paths, preview and links', () => {
  it('puts every file in the owner’s folder', () => {
    expect(userObjectPath(uid, 'a.png')).toBe(`${uid}/a.png`);
  });

  it('renders previews at twice their size, cropped, in the original format', () => {
    expect(PREVIEW).toEqual({
      width: 160,
      height: 120,
      transform: { width: 320, height: 240, resize: 'cover', format: 'origin', quality: 75 },
    });
  });

  it('signs links for one hour', () => {
    expect(SIGNED_URL_SECONDS).toBe(3600);
  });
});

describe('screen texts', () => {
  it('counts uploads in pt-BR', () => {
    expect(UPLOAD_MESSAGES.progress(2, 3)).toBe('2 de 3 enviados');
    expect(UPLOAD_MESSAGES.progress(0, 1)).toBe('0 de 1 enviado');
    expect(UPLOAD_MESSAGES.status).toEqual({
      waiting: 'aguardando',
      uploading: 'enviando',
      done: 'enviado',
      error: 'erro',
    });
  });

  it('words each success', () => {
    expect(STORAGE_SUCCESS.renamed('b.png')).toBe('Arquivo renomeado para “b.png”.');
    expect(STORAGE_SUCCESS.duplicated('b-copia.png')).toBe('Cópia criada: “b-copia.png”.');
    expect(STORAGE_SUCCESS.replaced('b.png')).toBe('“b.png” foi substituído.');
    expect(STORAGE_SUCCESS.removed('b.png')).toBe('“b.png” foi excluído.');
    expect(STORAGE_SUCCESS.uploaded('Praia.png', 'praia-0a1b2c.png')).toBe(
      '“Praia.png” foi enviado como “praia-0a1b2c.png”.',
    );
    expect(STORAGE_SUCCESS.uploaded('praia.png', 'praia.png')).toBe('“praia.png” foi enviado.');
  });
});
