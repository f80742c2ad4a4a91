import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from './config';

/**
 * Where uploaded files are kept once their bytes passed D21's checks: the local uploads folder
 * (the default, served by @fastify/static) or an S3-compatible bucket, which several processes
 * on several machines can share (docs/scale-out.md). Files are named by the upload code
 * (random hex names with the type's extension); the bucket holds them under the same names.
 */
export interface UploadStorage {
  readonly kind: 'local' | 's3';
  /** Moves a checked temporary file into storage under `name`; the temporary file is gone after. */
  keep(tmpPath: string, name: string, contentType: string, bytes: number): Promise<void>;
  /** Removes a stored file (nothing happens when it is already gone). */
  remove(name: string): Promise<void>;
  /** A stored file for an answer, or null when there is none by that name. */
  read(name: string, options: ReadOptions): Promise<ReadResult>;
  /** Whether the storage answers (the bucket exists and the keys open it). */
  check(): Promise<void>;
  close(): void;
}

export type ReadOptions = { range?: string; ifNoneMatch?: string };
export type ReadResult =
  | { status: 200 | 206; body: Readable; contentType: string; length?: number; contentRange?: string; etag?: string; lastModified?: Date }
  | { status: 304; etag?: string }
  | { status: 404 }
  | { status: 416; contentRange?: string };

/** A name the upload code could have made: no folders, no dot-files (temporary uploads are dot-files). */
export const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The AWS SDK (several megabytes) is loaded only when a bucket is configured. */
export async function createUploadStorage(config: AppConfig): Promise<UploadStorage> {
  if (!config.uploads.s3) return localStorage(config.uploads.dir);
  const { s3Storage } = await import('./storage-s3');
  return s3Storage(config.uploads.s3);
}

function localStorage(dir: string): UploadStorage {
  fs.mkdirSync(dir, { recursive: true });
  return {
    kind: 'local',
    async keep(tmpPath, name) {
      await fs.promises.rename(tmpPath, path.join(dir, name));
    },
    async remove(name) {
      await fs.promises.rm(path.join(dir, name), { force: true });
    },
    async read(name) {
      // The app serves the folder with @fastify/static (ranges, ETags); this is for scripts.
      const file = path.join(dir, name);
      if (!STORED_NAME.test(name) || !fs.existsSync(file)) return { status: 404 };
      return { status: 200, body: fs.createReadStream(file), contentType: 'application/octet-stream', length: fs.statSync(file).size };
    },
    async check() {
      await fs.promises.access(dir, fs.constants.W_OK);
    },
    close() {},
  };
}
