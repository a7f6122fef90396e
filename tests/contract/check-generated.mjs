#!/usr/bin/env node
// Fails when a file in openapi/generated/ is not what `npm run gen:api` makes from its contract.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const openapiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi');
const freshDir = mkdtempSync(path.join(tmpdir(), 'mare-openapi-'));
// Keep in step with the `gen` script in openapi/package.json.
const contracts = ['supabase', 'pix'];

let stale = false;
for (const name of contracts) {
  const fresh = path.join(freshDir, `${name}.ts`);
  const result = spawnSync('npx', ['openapi-typescript', `${name}.yaml`, '-o', fresh], {
    cwd: openapiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);

  const committed = readFileSync(path.join(openapiDir, `generated/${name}.ts`), 'utf8');
  if (readFileSync(fresh, 'utf8') === committed) {
    console.log(`openapi/generated/${name}.ts matches openapi/${name}.yaml`);
  } else {
    console.error(`openapi/generated/${name}.ts is stale: run \`npm run gen:api\` and commit it.`);
    stale = true;
  }
}
// The Edge Functions' copy (the Supabase CLI bundles only supabase/functions): byte-identical.
const functionsCopy = 'supabase/functions/_shared/pix/generated/pix.ts';
if (
  readFileSync(path.join(openapiDir, '..', functionsCopy), 'utf8') ===
  readFileSync(path.join(openapiDir, 'generated/pix.ts'), 'utf8')
) {
  console.log(`${functionsCopy} matches openapi/generated/pix.ts`);
} else {
  console.error(`${functionsCopy} is stale: run \`npm run gen:api\` and commit it.`);
  stale = true;
}
if (stale) process.exit(1);
