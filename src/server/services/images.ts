import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { Metadata, Sharp } from 'sharp';
import { fallbackFormat, parseSizedImage, sizedImageUrl, variantWidths } from '~/shared/images';
import type { Database } from '../db/schema';
import type { UploadStorage } from '../storage';

/**
 * The variants of an uploaded image (docs/decisions/031): AVIF, WebP and the original's
 * own format (JPEG, else PNG) at each width of `variantWidths`, made once with sharp (libvips)
 * when the image is uploaded, and kept in the upload storage beside it. The address the upload
 * answers carries the original's size (`src/shared/images.ts`), which the pages read to list them.
 */

/** Larger images are kept as uploaded, without variants: decoding one costs memory outside the JS heap. */
export const MAX_VARIANT_PIXELS = 60_000_000;

const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** One encoded variant, written to a temporary file beside the uploads. */
export type MadeVariant = { name: string; tmpPath: string; contentType: string; bytes: number; width: number; height: number };
export type MadeVariants = { width: number; height: number; variants: MadeVariant[] };

/**
 * The encoders' settings: qualities chosen for a similar look. Efforts are kept low so an upload
 * answers in seconds: AVIF at effort 2 is a few per cent larger than at sharp's default 4 and about
 * three times faster; PNG (the fallback of the rare browser without AVIF and WebP) is not quantised.
 */
function encode(image: Sharp, format: string): Sharp {
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 72, effort: 4 });
  if (format === 'jpg') return image.jpeg({ quality: 78, mozjpeg: true, progressive: true });
  return image.png({ compressionLevel: 6 });
}

/**
 * sharp (libvips) is loaded with the first image to convert, not at start: loading it adds about
 * 25 MB to the process, and a club's server converts an image now and then (docs/decisions/031).
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

/**
 * Makes the variants of the image at `source` (already checked by D21: its bytes are an image),
 * named after `base` (its stored name without the extension), as temporary files in `tmpDir`.
 * Null when it gets none: animated (a still would lose the motion), beyond {@link MAX_VARIANT_PIXELS},
 * or unreadable past its header. The size is the one it is shown at (EXIF rotation applied).
 */
export async function makeImageVariants(source: string, base: string, ext: string, tmpDir: string): Promise<MadeVariants | null> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(source, { limitInputPixels: MAX_VARIANT_PIXELS }).metadata();
  } catch {
    return null;
  }
  if ((meta.pages ?? 1) > 1 || !meta.width || !meta.height || meta.width * meta.height > MAX_VARIANT_PIXELS) return null;
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const made: MadeVariant[] = [];
  try {
    for (const w of variantWidths(width)) {
      // Decoded and resized once per width; each format encodes a clone of that pipeline.
      const resized = sharp(source, { limitInputPixels: MAX_VARIANT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: w, withoutEnlargement: true });
      for (const format of ['avif', 'webp', fallbackFormat(ext)]) {
        const tmpPath = path.join(tmpDir, `.incoming-${randomBytes(12).toString('hex')}`);
        const info = await encode(resized.clone(), format).toFile(tmpPath);
        made.push({
          name: `${base}.${w}.${format}`,
          tmpPath,
          contentType: CONTENT_TYPES[format],
          bytes: info.size,
          width: info.width,
          height: info.height,
        });
      }
    }
  } catch {
    await discardVariants(made);
    return null;
  }
  return { width, height, variants: made };
}

export const discardVariants = (made: MadeVariant[]) => Promise.all(made.map((v) => fs.promises.rm(v.tmpPath, { force: true })));

/**
 * Keeps made variants in the storage beside their original (`url`, already kept): the address with
 * the original's size once all are kept. On a failure the ones kept are removed and the error thrown.
 */
export async function keepImageVariants(storage: UploadStorage, made: MadeVariants, url: string): Promise<string> {
  const kept: string[] = [];
  try {
    for (const v of made.variants) {
      await storage.keep(v.tmpPath, v.name, v.contentType, v.bytes);
      kept.push(v.name);
    }
  } catch (error) {
    await discardVariants(made.variants);
    await Promise.all(kept.map((name) => storage.remove(name)));
    throw error;
  }
  return sizedImageUrl(url, made.width, made.height);
}

/** A stored name's base and extension ("ab12.jpg" is "ab12" and "jpg"). */
export const splitName = (name: string): [string, string] => {
  const dot = name.lastIndexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1)];
};

/** The names of the variants a sized address points at (for removal). */
export function variantNames(url: string): string[] {
  const image = parseSizedImage(url);
  if (!image) return [];
  const name = image.base.slice('/uploads/'.length);
  return variantWidths(image.width).flatMap((w) => ['avif', 'webp', fallbackFormat(image.ext)].map((f) => `${name}.${w}.${f}`));
}

/** The columns that hold an image's address, per table. */
const IMAGE_COLUMNS = [
  ['content_items', 'imageUrl'],
  ['recognition_items', 'imageUrl'],
  ['shame_items', 'imageUrl'],
  ['intelligence_reports', 'imageUrl'],
  ['arsenal_items', 'previewUrl'],
] as const;

/** An upload kept before variants existed: a random name with an image's extension, without a size. */
const UNSIZED_UPLOAD = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9_-]*\.(?:jpg|png|webp|avif|gif))$/;

export type BackfillResult = { converted: number; skipped: number };

/**
 * Existing uploads (kept before variants were made): every image address in the catalogue
 * without a size gets its variants, then every row showing it the sized address, in one
 * transaction per image. Run at start in the background and by `images:backfill`. Images
 * that get no variants (animated, too large, unreadable, gone) are left as they are, and
 * looked at again on the next run.
 */
export async function backfillImageVariants(
  db: Kysely<Database>,
  storage: UploadStorage,
  tmpDir: string,
  stopped: () => boolean = () => false,
): Promise<BackfillResult> {
  const urls = new Set<string>();
  for (const [table, column] of IMAGE_COLUMNS) {
    if (stopped()) return { converted: 0, skipped: 0 };
    const rows = await db.selectFrom(table).select(`${column} as url`).where(column, 'like', '/uploads/%').execute();
    for (const { url } of rows) if (url && UNSIZED_UPLOAD.test(url)) urls.add(url);
  }
  const result: BackfillResult = { converted: 0, skipped: 0 };
  fs.mkdirSync(tmpDir, { recursive: true });
  for (const url of urls) {
    // The server is closing: the rest waits for the next start.
    if (stopped()) break;
    const name = UNSIZED_UPLOAD.exec(url)![1];
    const local = path.join(tmpDir, `.incoming-${randomBytes(12).toString('hex')}`);
    try {
      const found = await storage.read(name, {});
      if (found.status !== 200) {
        result.skipped++;
        continue;
      }
      await pipeline(found.body, fs.createWriteStream(local, { flags: 'wx' }));
      const made = await makeImageVariants(local, ...splitName(name), tmpDir);
      if (!made) {
        result.skipped++;
        continue;
      }
      const sized = await keepImageVariants(storage, made, url);
      await db.transaction().execute(async (trx) => {
        for (const [table, column] of IMAGE_COLUMNS) await trx.updateTable(table).set(column, sized).where(column, '=', url).execute();
      });
      result.converted++;
    } finally {
      await fs.promises.rm(local, { force: true });
    }
  }
  return result;
}
