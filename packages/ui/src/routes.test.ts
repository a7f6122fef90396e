import { describe, expect, it } from 'vitest';
import { PATHS, pagePath } from './routes.ts';

describe('pagePath', () => {
  it('names a location as the route table does: no trailing slash, the root kept', () => {
    expect(pagePath(`${PATHS.tours}/`)).toBe(PATHS.tours);
    expect(pagePath('/passeios/escuna//')).toBe('/passeios/escuna');
    expect(pagePath(PATHS.home)).toBe('/');
    expect(pagePath(PATHS.signIn)).toBe(PATHS.signIn);
  });
});
