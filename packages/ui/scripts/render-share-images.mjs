#!/usr/bin/env node
// Renders each beach illustration (SVG) to the JPEG that link previews use: WhatsApp, Facebook
// and X show no SVG in og:image. Run after changing an illustration; the JPEGs are committed.
import { readdirSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const beaches = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../public/images/beaches',
);
const out = path.join(beaches, 'share');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage({ viewport: { width: 1200, height: 675 } });
for (const file of readdirSync(beaches).filter((name) => name.endsWith('.svg'))) {
  await page.goto(`file://${path.join(beaches, file)}`);
  const target = path.join(out, file.replace(/\.svg$/, '.jpg'));
  await page.screenshot({ path: target, type: 'jpeg', quality: 82 });
  console.log(path.relative(process.cwd(), target));
}
await browser.close();
