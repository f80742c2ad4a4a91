// The S3-compatible half of src/server/storage.ts, in its own module so the AWS SDK loads only when a bucket is configured.
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from './config';
import { STORED_NAME, type UploadStorage } from './storage';

/** The HTTP status an S3 error came with (404 for a missing key, 304, 412, 416 ...). */
const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

export function s3Storage(s3: S3Config): UploadStorage {
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
