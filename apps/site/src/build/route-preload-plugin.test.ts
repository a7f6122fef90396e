import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkOf } from './route-preload-plugin.ts';

const chunk = (fileName: string, facadeModuleId: string) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports: [],
});
const bundle = {
  'assets/a.js': chunk('assets/a.js', '/src/features/tours/ToursScreen.tsx'),
  'assets/b.js': chunk('assets/b.js', '/src/features/boat-owner/ToursScreen.tsx'),
  'assets/c.js': chunk('assets/c.js', '/src/features/tours/TourScreen.tsx'),
} as unknown as OutputBundle;

describe('chunkOf', () => {
  it('finds the one chunk built from a screen', () => {
    expect(chunkOf(bundle, 'TourScreen.tsx').fileName).toBe('assets/c.js');
    expect(chunkOf(bundle, 'tours/ToursScreen.tsx').fileName).toBe('assets/a.js');
  });

  it('fails the build when a name fits two screens, or none', () => {
    expect(() => chunkOf(bundle, 'ToursScreen.tsx')).toThrow(/names 2 screens.*add its folder/);
    expect(() => chunkOf(bundle, 'Missing.tsx')).toThrow(/no chunk is built from Missing\.tsx/);
  });
});
