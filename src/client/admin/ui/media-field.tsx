import { useId, useRef, useState } from 'react';
import { toast } from '~/client/lib/toast';
import { type UploadAnswer, UploadError, uploadForm } from '../lib/upload';
import { isVideoUrl } from '~/shared/media';

/** A small preview of an image or video address. */
export function MediaThumb({ url, className = 'h-16 w-24' }: { url: string; className?: string }) {
  if (!url) return null;
  return isVideoUrl(url) ? (
    <video
      src={url}
      className={`${className} rounded-sm border border-ink/20 bg-ink object-cover`}
      muted
      preload="metadata"
      aria-hidden="true"
    />
  ) : (
    <img src={url} alt="" className={`${className} rounded-sm border border-ink/20 bg-parchment-dark object-cover`} loading="lazy" />
  );
}

/** Upload progress as a bar (D21). */
export function ProgressBar({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="mt-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full border border-ink/30 bg-parchment-dark"
      >
        <div className="h-full bg-burgundy transition-[width] duration-150" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm text-ink-soft" aria-hidden="true">
        Uploading… {percent}%
      </p>
    </div>
  );
}

/**
 * An image (or video) address with an upload button: the file goes to POST /api/admin/upload
 * and the answer's imageUrl is written into the field (part 2 section 7).
 */
export function MediaField({
  label,
  value,
  onChange,
  error,
  imagesOnly = false,
  help,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  /** An image field: its picker, button, help and failure toast say images only. */
  imagesOnly?: boolean;
  help?: string;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | undefined>();

  const upload = async (file: File) => {
    setUploadError(undefined);
    setProgress(0);
    const form = new FormData();
    form.append('image', file);
    try {
      const answer = await uploadForm<UploadAnswer>(`/api/admin/upload${imagesOnly ? '?accept=image' : ''}`, form, setProgress);
      onChange(answer.imageUrl);
      toast({ title: `${answer.fileType || 'File'} uploaded successfully`, description: 'FREE permanent hosting - $0.00 cost!' });
    } catch (e) {
      const reason = e instanceof UploadError ? e.serverMessage : undefined;
      setUploadError(reason);
      toast({
        title: 'Upload failed',
        description: imagesOnly ? 'Failed to upload image. Please try again.' : 'Failed to upload file. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const shownError = uploadError ?? error;
  const describedBy = [shownError ? `${id}-error` : '', `${id}-help`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <MediaThumb url={value} />
        <input
          id={id}
          type="text"
          inputMode="url"
          className="field-input min-w-0 flex-1"
          value={value}
          placeholder="/uploads/… or https://…"
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={Boolean(shownError)}
          aria-describedby={describedBy}
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={imagesOnly ? 'image/jpeg,image/png,image/webp,image/gif,image/avif' : 'image/*,video/mp4,video/webm,video/quicktime'}
          className="hidden"
          aria-label={`${label} file`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
          disabled={progress !== null}
        />
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm"
          disabled={progress !== null}
          onClick={() => fileInput.current?.click()}
        >
          {imagesOnly ? 'Upload image' : 'Upload image or video'}
        </button>
        {value && (
          <button type="button" className="text-base underline" onClick={() => onChange('')}>
            Remove
          </button>
        )}
      </div>
      {progress !== null && <ProgressBar fraction={progress} label={`Uploading ${label.toLowerCase()}`} />}
      <p id={`${id}-help`} className="mt-1 text-sm text-sepia">
        {help ??
          (imagesOnly
            ? 'JPEG, PNG, WebP, GIF or AVIF. Or paste an address.'
            : 'Images (JPEG, PNG, WebP, GIF, AVIF) or videos (MP4, WebM, QuickTime). Or paste an address.')}
      </p>
      {shownError && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
