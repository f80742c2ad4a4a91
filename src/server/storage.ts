import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { AppConfig, S3Config } from './config';

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

type ReadOptions = { range?: string; ifNoneMatch?: string };
type ReadResult =
  | { status: 200 | 206; body: Readable; contentType: string; length?: number; contentRange?: string; etag?: string; lastModified?: Date }
  | { status: 304; etag?: string }
  | { status: 404 }
  | { status: 416; contentRange?: string };

/** A name the upload code could have made: no folders, no dot-files (temporary uploads are dot-files). */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function createUploadStorage(config: AppConfig): UploadStorage {
  return config.uploads.s3 ? s3Storage(config.uploads.s3) : localStorage(config.uploads.dir);
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

/** The HTTP status an S3 error came with (404 for a missing key, 304, 412, 416 ...). */
const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

function s3Storage(s3: S3Config): UploadStorage {
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint && { endpoint: s3.endpoint }),
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible services refuse the SDK's
    // default aws-chunked uploads with trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  return {
    kind: 's3',
    async keep(tmpPath, name, contentType, bytes) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: s3.bucket,
            Key: name,
            Body: fs.createReadStream(tmpPath),
            ContentLength: bytes,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      } finally {
        await fs.promises.rm(tmpPath, { force: true });
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: name }));
    },
    async read(name, options) {
      if (!STORED_NAME.test(name)) return { status: 404 };
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: s3.bucket, Key: name, Range: options.range, IfNoneMatch: options.ifNoneMatch }),
        );
        const body = object.Body as Readable | undefined;
        if (!body) return { status: 404 };
        return {
          status: object.ContentRange ? 206 : 200,
          body,
          contentType: object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
          contentRange: object.ContentRange,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 304) return { status: 304, etag: options.ifNoneMatch };
        if (status === 404 || (error instanceof S3ServiceException && error.name === 'NoSuchKey')) return { status: 404 };
        if (status === 416) return { status: 416 };
        throw error;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: s3.bucket }));
    },
    close() {
      client.destroy();
    },
  };
}
