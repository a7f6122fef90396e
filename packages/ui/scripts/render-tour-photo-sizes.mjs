#!/usr/bin/env node
// Writes the smaller copies of the site's own tour photos (the seed's) that cards draw:
// `name.webp` (1200 × 675) gets `name-800w.webp`. Run after adding or changing a photo; the copies
// are committed. Uploaded photos live in Storage and have no copies.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const WIDTH = 800;
// The photos are flat illustrations: at 0.7 the copy cannot be told from the original.
const QUALITY = 0.7;
const tours = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/images/tours');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage();
for (const file of readdirSync(tours).filter((name) => /^[\w-]+(?<!-\d+w)\.webp$/.test(name))) {
  const source = `data:image/webp;base64,${readFileSync(path.join(tours, file)).toString('base64')}`;
  // The browser's own resampling and WebP encoder: no image library to install.
  const encoded = await page.evaluate(
    async ({ source, width, quality }) => {
      // Runs in the page: its globals, not Node's.
      const { document, Image } = globalThis;
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = Math.round((image.naturalHeight * width) / image.naturalWidth);
      const context = canvas.getContext('2d');
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/webp', quality).split(',')[1];
    },
    { source, width: WIDTH, quality: QUALITY },
  );
  const target = path.join(tours, file.replace(/\.webp$/, `-${WIDTH}w.webp`));
  writeFileSync(target, Buffer.from(encoded, 'base64'));
  console.log(path.relative(process.cwd(), target));
}
await browser.close();
