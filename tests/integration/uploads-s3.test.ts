import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../helpers/admin-session';
import { startS3, type TestS3 } from '../helpers/s3-server';
import { createTestApp, injectJson, type TestApp } from '../helpers/test-app';
import { multipartBody, mp4Bytes, type Part, PNG_BYTES, quizVideoFields, quizVideoFile } from '../helpers/upload-fixtures';

// Uploads in S3-compatible object storage (S3_* set), against a real S3 server the test starts
// (s3rver): the same byte checks as the folder (D21), the file in the bucket and none on disk,
// served back at its /uploads/ URL, and nothing in the bucket when a file is refused.
let s3: TestS3;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ rateLimitWritesPerMinute: 1000 }, { MAX_IMAGE_MB: '0.01', MAX_VIDEO_MB: '0.05', ...s3.env });
  cookie = await adminCookie(t.app);
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const upload = (url: string, parts: Part[]) => {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, origin: 'http://localhost:3000', cookie } });
};
/** What is left on local disk besides the (empty) uploads folder itself. */
const filesOnDisk = () => (fs.existsSync(t.config.uploads.dir) ? fs.readdirSync(t.config.uploads.dir) : []);

describe('uploads in S3-compatible storage', () => {
  it('keeps a PNG in the bucket (not on disk) and serves it at /uploads/ with its type and a long cache', async () => {
    expect(t.app.services.storage.kind).toBe('s3');
    const res = await upload('/api/admin/upload', [{ name: 'image', filename: 'portrait.png', contentType: 'image/png', data: PNG_BYTES }]);
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png\?w=1&h=1$/);
    const name = imageUrl.replace('/uploads/', '').replace(/\?.*/, '');
    expect(await s3.keys()).toContain(name);
    expect(filesOnDisk()).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(PNG_BYTES.length));
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    // A browser's second visit: 304 by its ETag; a video's seek: a byte range.
    const again = await t.app.inject({ method: 'GET', url: imageUrl, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const range = await t.app.inject({ method: 'GET', url: imageUrl, headers: { range: 'bytes=0-7' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(PNG_BYTES.subarray(0, 8))).toBe(true);
    expect(range.headers['content-range']).toBe(`bytes 0-7/${PNG_BYTES.length}`);
  });

  it('a refused file (415 by its bytes, 413 by its size) leaves nothing in the bucket or on disk', async () => {
    const before = await s3.keys();
    const script = await upload('/api/admin/upload', [
      { name: 'image', filename: 'innocent.png', contentType: 'image/png', data: Buffer.from('<script>alert(1)</script>') },
    ]);
    expect(script.statusCode).toBe(415);
    const big = await upload('/api/admin/upload', [
      { name: 'image', filename: 'big.png', contentType: 'image/png', data: Buffer.concat([PNG_BYTES, Buffer.alloc(20_000)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(await s3.keys()).toEqual(before);
    expect(filesOnDisk()).toEqual([]);
  });

  it('a quiz video goes to the bucket, and deleting the video removes it from there', async () => {
    const res = await upload('/api/admin/reality-readiness/videos', [...quizVideoFields(), quizVideoFile()]);
    expect(res.statusCode).toBe(201);
    const { id, videoUrl } = res.json<{ id: number; videoUrl: string }>();
    const name = videoUrl.replace('/uploads/', '');
    expect(await s3.keys()).toContain(name);
    const served = await t.app.inject({ method: 'GET', url: videoUrl });
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(mp4Bytes())).toBe(true);

    const deleted = await injectJson(t.app, 'DELETE', `/api/admin/reality-readiness/videos/${id}`, undefined, { cookie });
    expect(deleted.status).toBe(200);
    expect(await s3.keys()).not.toContain(name);
    expect((await t.app.inject({ method: 'GET', url: videoUrl })).statusCode).toBe(404);
  });

  it('answers 404 for a name the bucket does not hold, and never reaches outside it', async () => {
    for (const url of ['/uploads/0123456789abcdef0123456789abcdef.png', '/uploads/.incoming-x', '/uploads/..%2Fclub.sqlite']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
