// The article the run audits, drawn by the domain itself so the id is real: the first of today's
// articles in Brasília time, the day the build prerenders its blog from.
import path from 'node:path';
import { runnerImport } from 'vite';
import { ARTICLE_TIME_ZONE, ROOT } from './config.mjs';

export async function articleId() {
  const { module } = await runnerImport(path.join(ROOT, 'packages/domain/src/index.ts'), {
    configFile: false,
    logLevel: 'error',
  });
  // The generator counts days in local time: this process's, for the length of the call.
  const zone = process.env.TZ;
  process.env.TZ = ARTICLE_TIME_ZONE;
  let first;
  try {
    [first] = module.todaysArticles(new Date());
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
  if (!first) throw new Error('the domain published no article for the audited day');
  return first.id;
}
