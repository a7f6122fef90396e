import { SAMPLE_BEACHES, findBeach } from '../beaches/sample-beaches.ts';
import type { Beach } from '../beaches/types.ts';
import { parseArticleId } from './article-id.ts';
import { generateArticle, type ArticleOptions } from './generate.ts';
import type { Article } from './types.ts';

export interface FromIdOptions extends ArticleOptions {
  beaches?: readonly Beach[];
}

/**
 * Rebuilds an article from its id alone (`/blog/{id}` on any device). Anything that is not the id
 * of an article this generator makes gives null ("not found"), never an exception.
 */
export function articleFromId(id: unknown, options: FromIdOptions = {}): Article | null {
  try {
    const parsed = parseArticleId(id);
    if (!parsed) return null;
    const beach = findBeach(parsed.beachId, options.beaches ?? SAMPLE_BEACHES);
    if (!beach) return null;
    const article = generateArticle(beach, parsed.moment, parsed.seed, options);
    return article.id === id ? article : null;
  } catch {
    return null;
  }
}
