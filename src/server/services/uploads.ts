import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config';
import { tooLarge, unsupportedType } from '../errors';
import type { UploadStorage } from '../storage';
import { discardVariants, keepImageVariants, makeImageVariants, variantNames } from './images';

/** D21: the only types kept, decided from the bytes (never from the name or the browser's claim). */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};
const VIDEO_TYPES: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

export type UploadKind = 'image' | 'video';
type StoredUpload = { url: string; mimeType: string; kind: UploadKind; bytes: number };

const INCOMING_PREFIX = '.incoming-';
const readableSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

/** A part streamed to a temporary file in the uploads folder (a dot-file, never served). */
export type ReceivedPart = { tmpPath: string; bytes: number; truncated: boolean };

/** A file arriving in a request body, whatever parsed it (a multipart part's stream). */
type IncomingFile = { file: Readable & { truncated: boolean } };

export async function receivePart(part: IncomingFile, uploadsDir: string): Promise<ReceivedPart> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  const tmpPath = path.join(uploadsDir, `${INCOMING_PREFIX}${randomBytes(12).toString('hex')}`);
  try {
    await pipeline(part.file, fs.createWriteStream(tmpPath, { flags: 'wx' }));
  } catch (error) {
    await fs.promises.rm(tmpPath, { force: true });
    throw error;
  }
  const { size } = await fs.promises.stat(tmpPath);
  return { tmpPath, bytes: size, truncated: part.file.truncated };
}

export const discardPart = (part: ReceivedPart | null) => (part ? fs.promises.rm(part.tmpPath, { force: true }) : Promise.resolve());

function typeList(kinds: UploadKind[]): string {
  const images = 'JPEG, PNG, WebP, GIF or AVIF images';
  const videos = 'MP4, WebM or QuickTime videos';
  return kinds.length === 2 ? `${images} and ${videos}` : kinds[0] === 'image' ? images : videos;
}

/**
 * Checks a received file by its bytes and keeps it under a random name in the upload storage
 * (the uploads folder, or the S3 bucket: src/server/storage.ts). Anything refused is deleted
 * first, and never reaches the storage: 415 for a type outside `kinds`, 413 beyond the kind's limit.
 */
export async function keepUpload(
  part: ReceivedPart,
  kinds: UploadKind[],
  config: AppConfig,
  storage: UploadStorage,
): Promise<StoredUpload> {
  try {
    // Loaded with the first upload, not at start (decision 031's reasoning for sharp).
    const { fileTypeFromFile } = await import('file-type');
    const detected = await fileTypeFromFile(part.tmpPath);
    const mime = detected?.mime ?? '';
    const kind: UploadKind | null = IMAGE_TYPES[mime] ? 'image' : VIDEO_TYPES[mime] ? 'video' : null;
    if (!kind || !kinds.includes(kind)) {
      throw unsupportedType(
        `Unsupported file type${mime ? ` (${mime})` : ''}: only ${typeList(kinds)} are accepted. The file's contents decide, not its name.`,
      );
    }
    const limit = kind === 'image' ? config.uploads.maxImageBytes : config.uploads.maxVideoBytes;
    if (part.truncated || part.bytes > limit) {
      throw tooLarge(`File too large: ${kind === 'image' ? 'images' : 'videos'} may be at most ${readableSize(limit)}.`);
    }
    const base = randomBytes(16).toString('hex');
    const ext = kind === 'image' ? IMAGE_TYPES[mime] : VIDEO_TYPES[mime];
    const name = `${base}.${ext}`;
    const url = `/uploads/${name}`;
    // An image's variants (docs/decisions/031) are made from the checked file before it moves into storage;
    // the address answered then carries its size, which the pages read to list them.
    const made = kind === 'image' ? await makeImageVariants(part.tmpPath, base, ext, path.dirname(part.tmpPath)) : null;
    try {
      await storage.keep(part.tmpPath, name, mime, part.bytes);
    } catch (error) {
      if (made) await discardVariants(made.variants);
      throw error;
    }
    if (!made) return { url, mimeType: mime, kind, bytes: part.bytes };
    try {
      return { url: await keepImageVariants(storage, made, url), mimeType: mime, kind, bytes: part.bytes };
    } catch (error) {
      await storage.remove(name);
      throw error;
    }
  } catch (error) {
    await discardPart(part);
    throw error;
  }
}

/** Removes a file this site stored (an /uploads/ URL), with an image's variants; other URLs are left alone. */
export async function removeUploadedFile(storage: UploadStorage, url: string): Promise<void> {
  const match = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]*)(\?w=\d+&h=\d+)?$/.exec(url);
  if (!match) return;
  await storage.remove(match[1]);
  for (const name of variantNames(url)) await storage.remove(name);
}

/** Temporary files left by an interrupted upload (a crash mid-request) are removed at start. */
export async function sweepIncoming(uploadsDir: string): Promise<void> {
  let names: string[] = [];
  try {
    names = await fs.promises.readdir(uploadsDir);
  } catch {
    return;
  }
  await Promise.all(
    names.filter((n) => n.startsWith(INCOMING_PREFIX)).map((n) => fs.promises.rm(path.join(uploadsDir, n), { force: true })),
  );
}
