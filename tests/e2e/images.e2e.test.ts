import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { keepUpload } from '~/server/services/uploads';
import { jpegBytes } from '../helpers/upload-fixtures';
import { expect, MOBILE, type Server, test } from './fixtures';

// Responsive images (docs/decisions/031): the phone viewport receives the small image, the desktop the large one
// (the requests the browser makes, not the markup). A photograph 2400 px wide is uploaded through
// the upload service, shown by a new exhibition, and its page opened at both sizes.

let exhibitionId = 0;
let originalBytes = 0;

async function addPhotographedExhibition(server: Server): Promise<number> {
  const photo = await jpegBytes(2400, 1500, 92);
  originalBytes = photo.length;
  const tmpPath = path.join(server.config.uploads.dir, '.incoming-e2e-photo');
  fs.mkdirSync(server.config.uploads.dir, { recursive: true });
  fs.writeFileSync(tmpPath, photo);
  const { url } = await keepUpload(
    { tmpPath, bytes: photo.length, truncated: false },
    ['image'],
    server.config,
    server.app.services.storage,
  );
  const row = await server.db
    .insertInto('content_items')
    .values({
      title: 'The Photographed Exhibit',
      description: '<p>Seen at its size.</p>',
      type: 'exhibition',
      imageUrl: url,
      category: 'Photography',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The exhibition's image requests while its page loads: each one's URL and the bytes it brought. */
async function imageRequests(page: Page, url: string) {
  const seen: { url: string; bytes: number }[] = [];
  page.on('requestfinished', (request) => {
    if (!/\/uploads\//.test(request.url())) return;
    void request.sizes().then((s) => seen.push({ url: request.url(), bytes: s.responseBodySize }));
  });
  await page.goto(url);
  const image = page.locator('article img').first();
  await expect(image).toHaveJSProperty('complete', true);
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  return { seen, current: await image.evaluate((img: HTMLImageElement) => img.currentSrc) };
}

const widthOf = (url: string) => Number(/\.(\d+)\.(avif|webp|jpg)$/.exec(url)?.[1] ?? NaN);

test.beforeEach(async ({ server }) => {
  test.setTimeout(120_000);
  if (!exhibitionId) exhibitionId = await addPhotographedExhibition(server);
});

test('a phone (375 px, 2x) receives a small AVIF, never the original', async ({ newPage }) => {
  const page = await newPage({ viewport: MOBILE, deviceScaleFactor: 2 });
  const { seen, current } = await imageRequests(page, `/exhibitions/${exhibitionId}`);
  expect(current).toMatch(/\.avif$/);
  expect(widthOf(current)).toBeLessThanOrEqual(960);
  expect(seen.map((s) => s.url)).not.toContainEqual(expect.stringMatching(/[0-9a-f]{32}\.jpg$/));
  const bytes = seen.reduce((sum, s) => sum + s.bytes, 0);
  expect(bytes * 5).toBeLessThan(originalBytes);
});

test('a desktop (1280 px) receives the large one', async ({ newPage }) => {
  const page = await newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  const { current } = await imageRequests(page, `/exhibitions/${exhibitionId}`);
  expect(current).toMatch(/\.avif$/);
  expect(widthOf(current)).toBeGreaterThanOrEqual(960);
});
