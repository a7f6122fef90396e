#!/usr/bin/env node
// Fails when openapi/generated/supabase.ts is not what `npm run gen:api` makes from supabase.yaml.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const openapiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi');
const fresh = path.join(mkdtempSync(path.join(tmpdir(), 'mare-openapi-')), 'supabase.ts');
const result = spawnSync('npx', ['openapi-typescript', 'supabase.yaml', '-o', fresh], {
  cwd: openapiDir,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (result.status !== 0) process.exit(result.status ?? 1);

const committed = readFileSync(path.join(openapiDir, 'generated/supabase.ts'), 'utf8');
if (readFileSync(fresh, 'utf8') !== committed) {
  console.error('openapi/generated/supabase.ts is stale: run `npm run gen:api` and commit it.');
  process.exit(1);
}
console.log('openapi/generated/supabase.ts matches openapi/supabase.yaml');
