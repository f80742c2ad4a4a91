/**
 * Responsive images (docs/decisions/031): the names of an upload's variants, read from
 * its address alone. An image the server has made variants of is addressed
 * `/uploads/<name>.<ext>?w=<width>&h=<height>` (its original size); each variant is
 * `/uploads/<name>.<width>.<avif|webp|jpg|png>`. So a page needs no query to list them, and an
 * address without the size (a video, an animated GIF, an image from elsewhere, an SVG) is shown as it is.
 * Free of zod and small: the home page imports it within its JavaScript budget.
 */

/** The widths made, never wider than the original (no upscaling). */
export const IMAGE_WIDTHS = [320, 640, 960, 1600];

const SIZED = /^(\/uploads\/[A-Za-z0-9][A-Za-z0-9_-]*)\.(jpg|png|webp|avif|gif)\?w=(\d{1,5})&h=(\d{1,5})$/;

/** The widths of an original `width` pixels wide: each listed width below it, and its own (at most the largest). */
export const variantWidths = (width: number): number[] => {
  const top = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  return [...IMAGE_WIDTHS.filter((w) => w < top), top];
};

/** The fallback for browsers without AVIF or WebP: JPEG stays JPEG, anything else (it may be transparent) PNG. */
export const fallbackFormat = (ext: string): 'jpg' | 'png' => (ext === 'jpg' ? 'jpg' : 'png');

export type SizedImage = { base: string; ext: string; width: number; height: number };

/** The parts of a sized upload's address, or null for any other address. */
export function parseSizedImage(url: string | null | undefined): SizedImage | null {
  const m = url ? SIZED.exec(url) : null;
  return m ? { base: m[1], ext: m[2], width: Number(m[3]), height: Number(m[4]) } : null;
}

/** The address a stored image is given once its variants exist. */
export const sizedImageUrl = (url: string, width: number, height: number) => `${url}?w=${width}&h=${height}`;

/**
 * One variant, for a picture shown without an srcset (the home page's latest card, whose code stays
 * within the page's JavaScript budget): WebP, the first width of at least `minWidth` (else the largest).
 * Any other address is given back as it is.
 */
export function variantUrl(url: string, minWidth = 960): string {
  const image = parseSizedImage(url);
  if (!image) return url;
  const widths = variantWidths(image.width);
  return `${image.base}.${widths.find((w) => w >= minWidth) ?? widths[widths.length - 1]}.webp`;
}

/** What a `<picture>` needs: an srcset per type, best first, and the fallback `<img>`'s src and srcset. */
export type ImageSources = { avif: string; webp: string; fallback: string; src: string };

export function imageSources(url: string | null | undefined): ImageSources | null {
  const image = parseSizedImage(url);
  if (!image) return null;
  const widths = variantWidths(image.width);
  const set = (format: string) => widths.map((w) => `${image.base}.${w}.${format} ${w}w`).join(', ');
  const fallback = fallbackFormat(image.ext);
  // The plain src (browsers without srcset): the variant nearest 960 pixels.
  const src = `${image.base}.${widths.find((w) => w >= 960) ?? widths[widths.length - 1]}.${fallback}`;
  return { avif: set('avif'), webp: set('webp'), fallback: set(fallback), src };
}
