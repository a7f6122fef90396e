// The article the run audits, drawn by the domain itself so the id is real and never changes.
import path from 'node:path';
import { runnerImport } from 'vite';
import { ARTICLE_MOMENT, ROOT } from './config.mjs';

export async function articleId() {
  const { module } = await runnerImport(path.join(ROOT, 'packages/domain/src/index.ts'), {
    configFile: false,
    logLevel: 'error',
  });
  const [first] = module.todaysArticles(ARTICLE_MOMENT);
  if (!first) throw new Error('the domain published no article for the audited day');
  return first.id;
}
