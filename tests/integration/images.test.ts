import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backfillImageVariants, variantNames } from '~/server/services/images';
import { adminCookie, useAdminTestApp } from '../helpers/admin-session';
import { startS3, type TestS3 } from '../helpers/s3-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { jpegBytes, multipartBody } from '../helpers/upload-fixtures';

// Encoding twelve variants takes seconds on a busy machine of two cores.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

/**
 * Responsive images (docs/decisions/031): an upload yields its variants (AVIF, WebP,
 * the original's format, at each width up to 1600 and never wider than the original) in the
 * upload storage, the folder or the S3 bucket, served with a year's immutable cache; earlier
 * uploads get theirs from the backfill; the pages list them (server-rendered from the built client).
 */
const { t, admin, db, cookie } = useAdminTestApp({ client: 'dist', rateLimitWritesPerMinute: 1000 });

const upload = (app: TestApp['app'], session: string, data: Buffer, filename = 'photo.jpg') => {
  const { payload, contentType } = multipartBody([{ name: 'image', filename, contentType: 'image/jpeg', data }]);
  return app.inject({
    method: 'POST',
    url: '/api/admin/upload',
    payload,
    headers: { 'content-type': contentType, origin: 'http://localhost:3000', cookie: session },
  });
};

const SIZED_JPEG = /^\/uploads\/([0-9a-f]{32})\.jpg\?w=1800&h=1000$/;

/** Every variant of a sized address is served with its type and a year's immutable cache; the 1600 AVIF is 1600 wide. */
async function expectVariantsServed(app: TestApp['app'], imageUrl: string) {
  const names = variantNames(imageUrl);
  expect(names).toHaveLength(12);
  const types: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
  for (const name of names) {
    const res = await app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(res.statusCode, name).toBe(200);
    expect(res.headers['content-type']).toBe(types[name.split('.').pop()!]);
    expect(res.headers['cache-control']).toMatch(/public, max-age=31536000, immutable/);
    if (name.endsWith('.1600.avif')) {
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ width: 1600, height: 889 });
    }
  }
}

describe('an upload yields its variants', () => {
  it('in the uploads folder: 320, 640, 960 and 1600 wide in AVIF, WebP and JPEG, beside the original', async () => {
    const photo = await jpegBytes(1800, 1000);
    const res = await upload(t.app, cookie(), photo);
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    const [, base] = SIZED_JPEG.exec(imageUrl)!;
    const onDisk = fs.readdirSync(t.config.uploads.dir).filter((n) => n.startsWith(base));
    expect(onDisk.sort()).toEqual([`${base}.jpg`, ...variantNames(imageUrl)].sort());
    // The original is kept as it came.
    expect(fs.readFileSync(path.join(t.config.uploads.dir, `${base}.jpg`)).equals(photo)).toBe(true);
    await expectVariantsServed(t.app, imageUrl);
    // What a phone fetches is a small part of the original.
    const phone = fs.statSync(path.join(t.config.uploads.dir, `${base}.960.avif`)).size;
    expect(phone * 4).toBeLessThan(photo.length);
  });
});

describe('an upload in S3-compatible storage yields its variants in the bucket', () => {
  let s3: TestS3;
  let s3App: TestApp;
  let s3Cookie: string;
  beforeAll(async () => {
    s3 = await startS3();
    s3App = await createTestApp({ rateLimitWritesPerMinute: 1000 }, s3.env);
    s3Cookie = await adminCookie(s3App.app);
  });
  afterAll(async () => {
    await s3App?.close();
    await s3?.stop();
  });

  it('keeps the original and its twelve variants in the bucket, none on disk, and serves them', async () => {
    const res = await upload(s3App.app, s3Cookie, await jpegBytes(1800, 1000));
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    const [, base] = SIZED_JPEG.exec(imageUrl)!;
    const keys = await s3.keys();
    expect(keys.filter((k) => k.startsWith(base)).sort()).toEqual([`${base}.jpg`, ...variantNames(imageUrl)].sort());
    const onDisk = fs.existsSync(s3App.config.uploads.dir) ? fs.readdirSync(s3App.config.uploads.dir) : [];
    expect(onDisk).toEqual([]);
    await expectVariantsServed(s3App.app, imageUrl);
  });
});

describe('uploads kept before variants existed', () => {
  it('get them from the backfill, and every row showing them the sized address; a second run finds nothing to do', async () => {
    const name = `${'ab'.repeat(16)}.jpg`;
    fs.writeFileSync(path.join(t.config.uploads.dir, name), await jpegBytes(700, 400));
    const created = await admin('POST', '/api/admin/content', {
      title: 'An Older Exhibit',
      description: '<p>Uploaded long ago.</p>',
      type: 'exhibition',
      category: 'History',
      imageUrl: `/uploads/${name}`,
    });
    expect(created.status).toBe(201);
    const createdId = (created.json as { id: number }).id;
    const { storage } = t.app.services;
    expect(await backfillImageVariants(db(), storage, t.config.uploads.dir)).toEqual({ converted: 1, skipped: 0 });
    const row = await db().selectFrom('content_items').select('imageUrl').where('id', '=', createdId).executeTakeFirstOrThrow();
    expect(row.imageUrl).toBe(`/uploads/${name}?w=700&h=400`);
    for (const variant of variantNames(row.imageUrl)) expect(fs.existsSync(path.join(t.config.uploads.dir, variant)), variant).toBe(true);
    expect(variantNames(row.imageUrl)).toContain(`${'ab'.repeat(16)}.700.webp`);
    // The public answer shows it at once (the read cache saw the write).
    const shown = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(shown.json<{ id: number; imageUrl: string }[]>().find((i) => i.id === createdId)?.imageUrl).toBe(row.imageUrl);
    expect(await backfillImageVariants(db(), storage, t.config.uploads.dir)).toEqual({ converted: 0, skipped: 0 });
  });
});

/** The tag of the first element matching `pattern` in a page. */
const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[0] ?? '';

describe('the pages list the variants (server-rendered)', () => {
  let imageUrl = '';
  let id = 0;
  beforeAll(async () => {
    imageUrl = (await upload(t.app, cookie(), await jpegBytes(1800, 1000))).json<{ imageUrl: string }>().imageUrl;
    const created = await admin('POST', '/api/admin/content', {
      title: 'The Newest Exhibit',
      description: '<p>With a photograph.</p>',
      type: 'exhibition',
      category: 'Photography',
      imageUrl,
    });
    id = (created.json as { id: number }).id;
  });
  const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it('an exhibition: a picture of AVIF, WebP and JPEG with sizes, width and height, eager and high priority, preloaded in the head', async () => {
    const html = await page(`/exhibitions/${id}`);
    const base = imageUrl.replace(/\.jpg\?.*/, '');
    const picture = tag(html, /<picture[\s\S]*?<\/picture>/);
    expect(picture).toContain(
      `<source type="image/avif" srcSet="${base}.320.avif 320w, ${base}.640.avif 640w, ${base}.960.avif 960w, ${base}.1600.avif 1600w" sizes="(min-width: 896px) 864px, calc(100vw - 32px)"/>`,
    );
    expect(picture).toContain(`<source type="image/webp" srcSet="${base}.320.webp 320w`);
    const img = tag(picture, /<img [^>]*>/);
    expect(img).toContain(`src="${base}.960.jpg"`);
    expect(img).toContain(`srcSet="${base}.320.jpg 320w, ${base}.640.jpg 640w, ${base}.960.jpg 960w, ${base}.1600.jpg 1600w"`);
    expect(img).toMatch(/width="800" height="500"/);
    expect(img).toMatch(/fetchPriority="high"/i);
    expect(img).not.toMatch(/loading=/);
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = tag(head, /<link rel="preload"[^>]*as="image"[^>]*imageSrcSet="[^"]*\.avif[^>]*>/i);
    expect(preload).toMatch(/fetchPriority="high"/i);
    expect(preload).toMatch(/imageSizes="\(min-width: 896px\) 864px, calc\(100vw - 32px\)"/i);
    expect(preload).toMatch(/type="image\/avif"/);
  });

  it('the gallery: the first card (the newest) eager with high priority, the others lazy, each with width and height', async () => {
    const html = await page('/exhibitions');
    const images = [...html.matchAll(/<img [^>]*class="aspect-\[8\/5\][^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(3);
    expect(images[0]).toMatch(/fetchPriority="high"/i);
    expect(images[0]).not.toMatch(/loading=/);
    expect(images[0]).toContain('sizes="(min-width: 1280px) 400px');
    for (const img of images.slice(1)) {
      expect(img).toContain('loading="lazy"');
      expect(img).not.toMatch(/fetchPriority/i);
    }
    for (const img of images) expect(img).toMatch(/width="800" height="500"/);
  });

  it('an intelligence report: its image eager, high priority and preloaded (a seed SVG: one file for every width)', async () => {
    const html = await page('/intelligence/1');
    const img = tag(html, /<img [^>]*src="\/seed\/report-1\.svg"[^>]*>/);
    expect(img).toMatch(/fetchPriority="high"/i);
    // The plaque shown whole in an 8:5 frame (docs/decisions/046).
    expect(img).toMatch(/width="800" height="500"/);
    expect(img).not.toMatch(/loading=/);
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(
      /<link rel="preload" href="\/seed\/report-1\.svg" as="image" fetchPriority="high"\/>/i,
    );
  });

  it("the home page: the latest card shows the one WebP variant that fits it, lazily; only the largest text's two faces are preloaded, at high priority (docs/decisions/067)", async () => {
    const html = await page('/');
    const latest = tag(html, /<article [^>]*data-testid="latest-card"[\s\S]*?<img [^>]*>/);
    expect(latest).toContain(`src="${imageUrl.replace(/\.jpg\?.*/, '')}.960.webp"`);
    expect(latest).toContain('loading="lazy"');
    const fonts = [...html.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map((m) => m[0]);
    expect(fonts).toHaveLength(2);
    const both = fonts.join('');
    expect(both).toMatch(/playfair-display-latin-700-normal-[\w-]+\.woff2" crossorigin="" fetchpriority="high"/);
    expect(both).toMatch(/eb-garamond-latin-400-normal-[\w-]+\.woff2" crossorigin="" fetchpriority="high"/);
  });
});
