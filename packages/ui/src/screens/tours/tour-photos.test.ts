import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { photoSrcSet } from './tour-photos.ts';

describe('photoSrcSet', () => {
  it('offers the 800 px copy of a photo the site ships', () => {
    expect(photoSrcSet('/images/tours/escuna-arraial.webp')).toBe(
      '/images/tours/escuna-arraial-800w.webp 800w, /images/tours/escuna-arraial.webp 1200w',
    );
  });

  it('offers nothing for an uploaded photo or a beach illustration', () => {
    expect(
      photoSrcSet('https://projeto.supabase.co/storage/v1/object/public/uploads/u/foto.webp'),
    ).toBeUndefined();
    expect(photoSrcSet('/images/beaches/praia-do-forno.svg')).toBeUndefined();
    expect(photoSrcSet('/images/tours/../segredo.webp')).toBeUndefined();
  });
});

describe('the site’s tour photos', () => {
  it('each has the 800 px copy its srcset names', () => {
    const folder = new URL('../../../public/images/tours/', import.meta.url);
    const files = readdirSync(folder);
    const photos = files.filter((file) => !file.endsWith('-800w.webp'));
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) {
      const copy = photoSrcSet(`/images/tours/${photo}`)?.split(' ')[0];
      expect(copy && files).toContain(copy?.split('/').pop());
    }
  });
});
