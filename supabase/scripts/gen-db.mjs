#!/usr/bin/env node
// `npm run gen:db`: writes packages/domain/src/database.types.ts and supabase/schema.sql from
// supabase/migrations. `--check` writes nothing and fails when either committed file differs
// from what the migrations give (a gate of `npm test`).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const check = process.argv.includes('--check');

// Vite runs the TypeScript (Node 20 cannot), as tests/perf does.
const { module } = await runnerImport(path.join(root, 'supabase/scripts/gen-db.ts'), {
  configFile: false,
  logLevel: 'error',
});
let files;
try {
  files = await module.generate();
} catch (error) {
  // The message and the failing query, not PGlite's minified source line.
  console.error(error.message, error.query ?? '');
  process.exit(1);
}

let stale = 0;
for (const [file, text] of files) {
  const name = path.relative(root, file);
  let committed = null;
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // Missing: stale.
  }
  if (committed === text) {
    if (check) console.log(`${name} matches supabase/migrations`);
  } else if (check) {
    stale += 1;
    console.error(`${name} is stale: run \`npm run gen:db\` and commit it.`);
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${name}`);
  }
}
process.exit(stale === 0 ? 0 : 1);
