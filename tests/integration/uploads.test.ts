import { describe, expect, it } from 'vitest';
import { useUploadTestApp } from '../helpers/upload-app';
import { injectJson } from '../helpers/test-app';
import { mp4Bytes, PNG_BYTES } from '../helpers/upload-fixtures';
import { errorOutput } from '~/shared/schemas/answers';
import { uploadedOutput } from '~/shared/schemas/uploads';

const { t, cookie, upload, asAdmin, filesOnDisk } = useUploadTestApp();

describe('POST /api/admin/upload (D21)', () => {
  it('keeps a real PNG under a random name and serves it at /uploads/ with long caching', async () => {
    const res = await asAdmin('/api/admin/upload', [
      { name: 'image', filename: 'portrait.png', contentType: 'image/png', data: PNG_BYTES },
    ]);
    expect(res.statusCode).toBe(201);
    const body = uploadedOutput.parse(res.json());
    expect(body).toMatchObject({
      fileType: 'Image',
      mimeType: 'image/png',
      // With its size: its variants exist (docs/decisions/031; a 1x1 PNG has them at its one width).
      imageUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png\?w=1&h=1$/),
    });
    const served = await t.app.inject({ method: 'GET', url: body.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  it('judges by the bytes: a script named .png is refused with 415 and not kept', async () => {
    const before = filesOnDisk();
    const res = await asAdmin('/api/admin/upload', [
      { name: 'image', filename: 'innocent.png', contentType: 'image/png', data: Buffer.from('<script>alert(1)</script>') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(errorOutput.parse(res.json()).error).toMatch(/Unsupported file type.*JPEG, PNG, WebP, GIF or AVIF/);
    expect(filesOnDisk()).toEqual(before);
  });

  it('refuses a PNG that is too large with 413 and keeps nothing', async () => {
    const before = filesOnDisk();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(20_000)]);
    const res = await asAdmin('/api/admin/upload', [{ name: 'image', filename: 'big.png', contentType: 'image/png', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(errorOutput.parse(res.json()).error).toMatch(/images may be at most 10 KB/);
    expect(filesOnDisk()).toEqual(before);
  });

  it('accepts a video in the image field (recognition media), but not with accept=image', async () => {
    const res = await asAdmin('/api/admin/upload', [{ name: 'image', filename: 'clip.mp4', contentType: 'video/mp4', data: mp4Bytes() }]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fileType: 'Video', imageUrl: expect.stringMatching(/\.mp4$/) });
    const imagesOnly = await asAdmin('/api/admin/upload?accept=image', [
      { name: 'image', filename: 'clip.mp4', contentType: 'video/mp4', data: mp4Bytes() },
    ]);
    expect(imagesOnly.statusCode).toBe(415);
  });

  it('asks for a file when none is sent, and for multipart when JSON is sent', async () => {
    const none = await asAdmin('/api/admin/upload', [{ name: 'other', value: 'x' }]);
    expect(none.statusCode).toBe(400);
    expect(errorOutput.parse(none.json()).error).toMatch(/Please select a file/);
    const json = await injectJson(t.app, 'POST', '/api/admin/upload', { image: 'x' }, { cookie: cookie() });
    expect(json.status).toBe(415);
  });

  it('needs a session (401) and a matching Origin (403)', async () => {
    const anon = await upload('/api/admin/upload', [{ name: 'image', filename: 'a.png', contentType: 'image/png', data: PNG_BYTES }]);
    expect(anon.statusCode).toBe(401);
    const foreign = await upload('/api/admin/upload', [{ name: 'image', filename: 'a.png', contentType: 'image/png', data: PNG_BYTES }], {
      cookie: cookie(),
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
  });
});
