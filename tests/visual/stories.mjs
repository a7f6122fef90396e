// The story list comes from the built Storybook's index.json: no hand-kept list to drift.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * @typedef {{ id: string, title: string, name: string, importPath: string, tags: string[] }} Story
 */

/**
 * Every entry of type "story", sorted by id, optionally kept to ids containing one of `filters`.
 * @param {string} buildDir
 * @param {string[]} [filters]
 * @returns {Promise<Story[]>}
 */
export async function readStories(buildDir, filters = []) {
  const index = JSON.parse(await readFile(path.join(buildDir, 'index.json'), 'utf8'));
  /** @type {Record<string, { type: string, id: string, title: string, name: string, importPath: string, tags?: string[] }>} */
  const entries = index.entries ?? {};
  return Object.values(entries)
    .filter((entry) => entry.type === 'story')
    .filter((entry) => filters.length === 0 || filters.some((f) => entry.id.includes(f)))
    .map(({ id, title, name, importPath, tags = [] }) => ({ id, title, name, importPath, tags }))
    .sort((a, b) => a.id.localeCompare(b.id));
}
