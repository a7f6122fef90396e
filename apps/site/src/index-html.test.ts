import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const siteDir = path.resolve(import.meta.dirname, '..');
const html = readFileSync(path.join(siteDir, 'index.html'), 'utf8');
// vite.config.ts serves ui's public folder.
const publicDir = path.resolve(siteDir, '../../packages/ui/public');

describe('the page shell (index.html)', () => {
  it('speaks pt-BR', () => {
    expect(html).toMatch(/<html lang="pt-BR">/);
  });

  it('has a pt-BR title and meta description', () => {
    expect(html).toMatch(/<title>Maré — praias e passeios de barco no Brasil<\/title>/);
    expect(html).toMatch(/<meta\s+name="description"\s+content="Descubra praias brasileiras[^"]+"/);
  });

  it('links a favicon that exists', () => {
    const href = /<link rel="icon"[^>]*href="\/([^"]+)"/.exec(html)?.[1];
    expect(href).toBe('favicon.svg');
    expect(existsSync(path.join(publicDir, href ?? ''))).toBe(true);
  });
});
