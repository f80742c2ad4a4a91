import { describe, expect, it } from 'vitest';
import { imageSources, parseSizedImage, variantUrl, variantWidths } from './images';

describe('responsive image addresses', () => {
  it('lists the widths below the original and its own, never wider than it', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 960, 1600]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(500)).toEqual([320, 500]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it('reads the size from a sized upload address only', () => {
    expect(parseSizedImage('/uploads/ab12.jpg?w=2400&h=1500')).toEqual({ base: '/uploads/ab12', ext: 'jpg', width: 2400, height: 1500 });
    for (const other of [
      '/uploads/ab12.jpg',
      '/seed/exhibition-1.svg',
      'https://example.com/a.jpg?w=1&h=1',
      '/uploads/a.mp4?w=1&h=2',
      '',
      null,
    ]) {
      expect(parseSizedImage(other)).toBeNull();
    }
  });

  it('gives an srcset per format and a JPEG fallback for a JPEG', () => {
    const sources = imageSources('/uploads/ab12.jpg?w=1000&h=600')!;
    expect(sources.avif).toBe(
      '/uploads/ab12.320.avif 320w, /uploads/ab12.640.avif 640w, /uploads/ab12.960.avif 960w, /uploads/ab12.1000.avif 1000w',
    );
    expect(sources.webp).toContain('/uploads/ab12.640.webp 640w');
    expect(sources.fallback).toContain('/uploads/ab12.1000.jpg 1000w');
    expect(sources.src).toBe('/uploads/ab12.960.jpg');
  });

  it('falls back to PNG for any other original (it may be transparent), and to the largest width for a small one', () => {
    const sources = imageSources('/uploads/cd34.webp?w=500&h=500')!;
    expect(sources.fallback).toBe('/uploads/cd34.320.png 320w, /uploads/cd34.500.png 500w');
    expect(sources.src).toBe('/uploads/cd34.500.png');
    expect(imageSources('/seed/exhibition-1.svg')).toBeNull();
  });

  it('names one WebP variant for a picture shown without an srcset', () => {
    expect(variantUrl('/uploads/ab12.jpg?w=4000&h=3000')).toBe('/uploads/ab12.960.webp');
    expect(variantUrl('/uploads/ab12.png?w=700&h=300')).toBe('/uploads/ab12.700.webp');
    expect(variantUrl('/seed/exhibition-1.svg')).toBe('/seed/exhibition-1.svg');
  });
});
