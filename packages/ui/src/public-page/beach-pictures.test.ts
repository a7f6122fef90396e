import { describe, expect, it } from 'vitest';
import { SAMPLE_BEACHES } from '@mare/domain';
import { pictureSource } from './beach-pictures.ts';

describe('pictureSource', () => {
  it("draws every beach's illustration from its own data", () => {
    for (const beach of SAMPLE_BEACHES) {
      const source = pictureSource(beach.imageUrl);
      expect(source, beach.id).toMatch(/^data:image\/svg\+xml,/);
      expect(decodeURIComponent(source), beach.id).toContain('<title');
    }
  });

  it('leaves any other picture at its address', () => {
    expect(pictureSource('/images/tours/escuna-arraial.webp')).toBe(
      '/images/tours/escuna-arraial.webp',
    );
    expect(pictureSource('/storage/v1/object/public/tour-photos/a.jpg')).toBe(
      '/storage/v1/object/public/tour-photos/a.jpg',
    );
  });
});
