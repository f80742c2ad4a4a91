import type { ArsenalType } from '~/shared/arsenal';
import { CoverImage, VIDEO_POSTER } from '../images/image';
import { ARSENAL_TYPE_LABELS } from '~/shared/arsenal';
import { isVideoUrl } from '~/shared/media';
import { copyText } from '~/client/lib/clipboard';
import { toast } from '~/client/lib/toast';

const TYPE_ICONS: Record<ArsenalType, string> = { video: '🎬', prompt: '💬', tool: '🛠️', dataset: '📊' };

export function TypeBadge({ type }: { type: ArsenalType }) {
  return (
    <span className="badge gap-1">
      <span aria-hidden="true">{TYPE_ICONS[type]}</span>
      {ARSENAL_TYPE_LABELS[type] ?? type}
    </span>
  );
}

/** Copies an item's content with the catalogue's toasts. */
export async function copyContent(content: string): Promise<void> {
  const ok = await copyText(content);
  toast(
    ok
      ? { title: 'Copied to Clipboard', description: 'Now put it to use with your own, unassisted brain.' }
      : { title: 'Copy Failed', description: 'Unable to copy to clipboard', variant: 'destructive' },
  );
}

/** Per-type advice shown on the detail page. */
export const HOW_TO_USE: Record<ArsenalType, { title: string; steps: string[] }> = {
  prompt: {
    title: 'How to use this prompt',
    steps: [
      'Copy it out by hand, or print it. Copying by hand counts as the first exercise.',
      'Answer it with a pen, on paper, without looking anything up.',
      'Do not paste it into a chatbot. It was written for you, not for the machine.',
    ],
  },
  tool: {
    title: 'How to use this tool',
    steps: [
      'Read the method through once before you begin.',
      'Keep a copy in your pocket or on your desk, where your eyes will meet it.',
      'Practise it daily for a week. Tools improve the hand that holds them.',
    ],
  },
  dataset: {
    title: 'How to use this dataset',
    steps: [
      'Use it for drills, quizzes and evenings of friendly competition.',
      'Work through it by hand, and mark yourself honestly.',
      'It may not be used to train any model. The data is for people.',
    ],
  },
  video: {
    title: 'How to watch this video',
    steps: [
      'Watch it at normal speed, without skipping, in a single sitting.',
      'Keep a notebook open and write down one thing you disagree with.',
      'Afterwards, explain it to someone else without replaying it.',
    ],
  },
};

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg)(\?.*)?$/i;

/** A preview image or video, if the URL is one the page can show. */
export function Preview({ url, className }: { url: string | null; className?: string }) {
  if (!url) return null;
  if (isVideoUrl(url))
    return <video src={url} poster={VIDEO_POSTER} controls preload="metadata" className={className} aria-label="Preview" />;
  if (IMAGE.test(url) || url.startsWith('/'))
    return (
      <CoverImage
        src={url}
        height={500}
        sizes="(min-width: 1280px) 608px, (min-width: 768px) 50vw, calc(100vw - 32px)"
        className={className}
      />
    );
  return null;
}
