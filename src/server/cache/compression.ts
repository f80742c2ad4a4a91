import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Encoding } from './http/conditional';

/** Bodies smaller than this go out as they are (as @fastify/compress's default threshold). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * A kept answer's bytes in one encoding (docs/decisions/013-read-cache.md): made once per answer
 * and encoding, then kept beside it (the store counts them in its size). Brotli 6 and gzip 6: a
 * miss pays for it once, every hit after it is free.
 */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}
