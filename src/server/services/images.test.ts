import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeImageVariants, variantNames } from './images';

// Encoding twelve variants takes seconds on a busy machine of two cores.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A picture with gradients and a fine pattern, so the encoders have something to do. */
async function picture(name: string, width: number, height: number, options: { alpha?: boolean; orientation?: number } = {}) {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < channels; c++)
        pixels[(y * width + x) * channels + c] = c === 3 ? 128 + (x % 128) : (x * (c + 1) + y * (3 - c) + ((x * y) % 17)) & 0xff;
  let image = sharp(pixels, { raw: { width, height, channels } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  const file = path.join(dir, name);
  await (name.endsWith('.png') ? image.png() : image.jpeg()).toFile(file);
  return file;
}

describe('image variants', () => {
  it('makes AVIF, WebP and JPEG at each width below a large JPEG, the largest 1600 wide, each smaller than the original', async () => {
    const source = await picture('big.jpg', 2400, 1500);
    const made = (await makeImageVariants(source, 'big', 'jpg', dir))!;
    expect(made).toMatchObject({ width: 2400, height: 1500 });
    expect(made.variants.map((v) => v.name)).toEqual(variantNames('/uploads/big.jpg?w=2400&h=1500'));
    expect(made.variants.map((v) => v.name)).toContain('big.1600.avif');
    const original = fs.statSync(source).size;
    for (const v of made.variants) {
      const meta = await sharp(v.tmpPath).metadata();
      const width = Number(/\.(\d+)\./.exec(v.name)![1]);
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * 1500) / 2400));
      expect({ avif: 'heif', webp: 'webp', jpg: 'jpeg' }[v.name.split('.').pop()!]).toBe(meta.format);
      expect(v.bytes).toBe(fs.statSync(v.tmpPath).size);
      expect(v.bytes).toBeLessThan(original);
      expect(path.basename(v.tmpPath)).toMatch(/^\.incoming-/);
    }
    const phone = made.variants.find((v) => v.name === 'big.640.avif')!;
    expect(phone.bytes * 10).toBeLessThan(original);
  });

  it('never upscales: a 500 px PNG gets 320 and 500, with a PNG fallback that keeps its transparency', async () => {
    const source = await picture('small.png', 500, 300, { alpha: true });
    const made = (await makeImageVariants(source, 'small', 'png', dir))!;
    expect(made.variants.map((v) => v.name)).toEqual([
      'small.320.avif',
      'small.320.webp',
      'small.320.png',
      'small.500.avif',
      'small.500.webp',
      'small.500.png',
    ]);
    const png = await sharp(made.variants[5].tmpPath).metadata();
    expect(png).toMatchObject({ width: 500, height: 300, hasAlpha: true });
  });

  it('turns a photo by its EXIF orientation, and reports the size it is shown at', async () => {
    const source = await picture('turned.jpg', 1200, 800, { orientation: 6 });
    const made = (await makeImageVariants(source, 'turned', 'jpg', dir))!;
    expect(made).toMatchObject({ width: 800, height: 1200 });
    const largest = await sharp(made.variants.find((v) => v.name === 'turned.800.jpg')!.tmpPath).metadata();
    expect(largest).toMatchObject({ width: 800, height: 1200 });
  });

  it('makes none for an animated GIF or a file that is not an image', async () => {
    const animated = path.join(dir, 'anim.gif');
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 40, channels: 4, background } })
        .png()
        .toBuffer();
    await sharp([await frame('#7a1f2b'), await frame('#b8902f')], { join: { animated: true } })
      .gif()
      .toFile(animated);
    expect((await sharp(animated).metadata()).pages).toBe(2);
    expect(await makeImageVariants(animated, 'anim', 'gif', dir)).toBeNull();
    const junk = path.join(dir, 'junk.jpg');
    fs.writeFileSync(junk, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]));
    expect(await makeImageVariants(junk, 'junk', 'jpg', dir)).toBeNull();
    expect(fs.readdirSync(dir).filter((n) => n.startsWith('.incoming-') && n.includes('junk'))).toEqual([]);
  });
});
