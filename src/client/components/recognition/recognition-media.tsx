import { useEffect, useRef, useState } from 'react';
import { isVideoUrl } from '~/shared/media';
import { imageSources, VIDEO_POSTER } from '../images/image';

/** Shown in place of an uploaded recognition image that fails to load (error catalogue). */
const STOCK_RECOGNITION_PHOTO = '/placeholder-recognition.svg';

type MediaSource = { imageUrl: string | null; imageData?: string | null };

/** imageUrl wins; imageData is used only when it is an inline image. */
function mediaSource(item: MediaSource): string {
  if (item.imageUrl) return item.imageUrl;
  if (item.imageData && item.imageData.startsWith('data:image/')) return item.imageData;
  return '';
}

/** The robot placeholder of a recognition item without media. */
function RobotPlaceholder({ className = '' }: { className?: string }) {
  return (
    <div className={`flex items-center justify-center bg-ink ${className}`} data-testid="robot-placeholder">
      <svg viewBox="0 0 120 120" className="h-1/2 max-h-32 w-auto" role="img" aria-label="A bewildered robot (no picture supplied)">
        <line x1="60" y1="14" x2="60" y2="28" stroke="#d4af37" strokeWidth="4" />
        <circle cx="60" cy="11" r="6" fill="#d4af37" />
        <rect x="24" y="28" width="72" height="54" rx="10" fill="#f5eedc" stroke="#d4af37" strokeWidth="4" />
        <circle cx="45" cy="52" r="8" fill="#2b2118" />
        <circle cx="75" cy="52" r="8" fill="#2b2118" />
        <path d="M44 70q16 -8 32 0" fill="none" stroke="#7a1f2b" strokeWidth="4" strokeLinecap="round" />
        <rect x="34" y="86" width="52" height="26" rx="6" fill="#d4af37" />
        <text x="60" y="104" textAnchor="middle" fontSize="14" fontFamily="Georgia, serif" fill="#2b2118">
          ?
        </text>
      </svg>
    </div>
  );
}

/**
 * A recognition item's picture: a video when the URL has a video extension (spec list,
 * query string allowed), else an image that falls back to the stock photo, else the robot.
 */
export function RecognitionMedia({
  item,
  alt = '',
  className = '',
  controls = false,
  sizes = '(min-width: 1280px) 400px, (min-width: 768px) calc((100vw - 80px) / 3), calc(100vw - 32px)',
}: {
  item: MediaSource;
  alt?: string;
  className?: string;
  controls?: boolean;
  /** How wide it is shown (a grid card's width unless told). */
  sizes?: string;
}) {
  const src = mediaSource(item);
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image may have failed before React was listening (no onError then).
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) img.decode().catch(() => setFailed(true));
  }, []);
  if (!src) return <RobotPlaceholder className={className} />;
  if (isVideoUrl(src)) {
    return (
      <video
        src={src}
        poster={VIDEO_POSTER}
        className={`bg-ink object-cover ${className}`}
        muted
        playsInline
        preload="metadata"
        controls={controls}
        aria-label={alt || undefined}
        data-testid="recognition-video"
      />
    );
  }
  // An upload with variants: the WebP ones (every browser of today reads WebP; the fallback format is the src).
  const sources = failed ? null : imageSources(src);
  return (
    <img
      ref={image}
      src={failed ? STOCK_RECOGNITION_PHOTO : (sources?.src ?? src)}
      srcSet={sources?.webp}
      sizes={sources ? sizes : undefined}
      alt={alt}
      loading="lazy"
      width={800}
      height={500}
      className={`plaque-fit ${className}`}
      onError={() => setFailed(true)}
    />
  );
}
