import { preload } from 'react-dom';
import { imageSources } from '~/shared/images';

type Props = {
  src: string;
  alt: string;
  /** The box it is laid out in (its aspect ratio, so nothing moves when it arrives). */
  width: number;
  height: number;
  /** How wide it is shown, for the browser's pick among the variants (the `sizes` attribute). */
  sizes: string;
  className?: string;
  /**
   * The page's largest image above the fold (its Largest Contentful Paint): fetched at once with
   * high priority and preloaded from the head, never lazily. Every other image loads as it nears the screen.
   */
  priority?: boolean;
};

/**
 * An image at the size its screen needs (docs/decisions/031): an upload with variants
 * becomes a `<picture>` with AVIF, then WebP, then the original's format, each at several widths;
 * any other address (a seed SVG, an image from elsewhere) a plain `<img>`.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, className, priority = false }: Props) {
  const sources = imageSources(src);
  if (priority) {
    // The browser that reads AVIF preloads the AVIF it will pick; one that does not skips a preload of an unknown type.
    preload(sources?.src ?? src, {
      as: 'image',
      fetchPriority: 'high',
      ...(sources ? { imageSrcSet: sources.avif, imageSizes: sizes, type: 'image/avif' } : {}),
    });
  }
  const img = (
    <img
      src={sources?.src ?? src}
      srcSet={sources?.fallback}
      sizes={sources ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!sources) return img;
  return (
    // `contents`: the picture adds no box, so the image is laid out as the plain one was.
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}

/**
 * A record's picture (a card's top, a detail page's head): decorative, as the title beside it says
 * what it shows, and 800 wide at the record's aspect; nothing when the record has none.
 */
export function CoverImage({ src, ...rest }: Omit<Props, 'src' | 'alt' | 'width'> & { src: string | null | undefined }) {
  return src ? <ResponsiveImage src={src} alt="" width={800} {...rest} /> : null;
}

/**
 * A record's picture at the head of its own page (nothing when it has none): the page column's full width, in a card, and the
 * page's largest paint (so preloaded with high priority). `className` places it and sets its aspect.
 */
export function DetailImage({ src, alt = '', height, className }: { src: string | null; alt?: string; height: number; className: string }) {
  return src ? (
    <ResponsiveImage
      src={src}
      alt={alt}
      width={800}
      height={height}
      sizes="(min-width: 896px) 864px, calc(100vw - 32px)"
      priority
      className={`card ${className} w-full plaque-fit`}
    />
  ) : null;
}

/** What a video shows before it plays (docs/decisions/031: never a blank box): the robot placeholder, 16:9. */
export const VIDEO_POSTER = '/placeholder-video.svg';

// For images that cannot be a <picture> (the recognition media's fallback on error); from here so the
// pages load one chunk for their images, not two.
export { imageSources };
