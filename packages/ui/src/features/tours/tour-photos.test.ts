import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardPhoto } from './tour-photos.ts';

describe('cardPhoto', () => {
  it('draws a photo the site ships from its 800 px copy', () => {
    expect(cardPhoto('/images/tours/escuna-arraial.webp')).toBe(
      '/images/tours/escuna-arraial-800w.webp',
    );
  });

  it('keeps an uploaded photo, a beach illustration or an odd path as it is', () => {
    const upload = '/mock-supabase/storage/v1/object/public/uploads/u/foto.webp';
    expect(cardPhoto(upload)).toBe(upload);
    expect(cardPhoto('/images/beaches/praia-do-forno.svg')).toBe(
      '/images/beaches/praia-do-forno.svg',
    );
    expect(cardPhoto('/images/tours/../segredo.webp')).toBe('/images/tours/../segredo.webp');
  });
});

describe('the site’s tour photos', () => {
  it('each has the 800 px copy cards draw it from', () => {
    const files = readdirSync(new URL('../../../public/images/tours/', import.meta.url));
    const photos = files.filter((file) => !file.endsWith('-800w.webp'));
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) {
      const copy = cardPhoto(`/images/tours/${photo}`);
      expect(copy).toMatch(/-800w\.webp$/);
      expect(files).toContain(copy.split('/').pop());
    }
  });
});
