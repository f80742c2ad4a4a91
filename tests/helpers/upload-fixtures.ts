/** Tiny files made from bytes, for upload tests (no fixtures on disk). */
import sharp from 'sharp';

/** A valid 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A JPEG `width` x `height` of gradients and a fine pattern (something for the encoders to do), made with sharp. */
export async function jpegBytes(width: number, height: number, quality = 80): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 3; c++) pixels[(y * width + x) * 3 + c] = (x * (c + 1) + y * (3 - c) + ((x * y) % 17)) & 0xff;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** An MP4 `ftyp` box followed by an empty `mdat`: enough for file-type to say video/mp4. */
export function mp4Bytes(extra = 0): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41'),
  ]);
  const mdat = Buffer.alloc(8 + extra);
  mdat.writeUInt32BE(8 + extra, 0);
  mdat.write('mdat', 4);
  return Buffer.concat([ftyp, mdat]);
}

export type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** The text fields of the admin's quiz-video upload: a fake clip, "Cat plays piano", first in order, unless `over` says otherwise. */
export const quizVideoFields = (over: Record<string, string> = {}): Part[] =>
  Object.entries({ title: 'Cat plays piano', isFake: 'true', orderPosition: '0', ...over }).map(([name, value]) => ({ name, value }));

/** The file part of the admin's quiz-video upload. */
export const quizVideoFile = (data = mp4Bytes(), filename = 'cat.mp4'): Part => ({
  name: 'video',
  filename,
  contentType: 'video/mp4',
  data,
});

/** A multipart/form-data body for app.inject. */
export function multipartBody(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----bac${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(part.data);
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
