import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ArsenalItem } from '~/shared/arsenal';
import { copyText } from '~/client/lib/clipboard';
import { toast } from '~/client/lib/toast';
import { PageSection } from '../page-parts/page-section';
import { trpc } from '~/client/lib/trpc';
import { copyContent, HOW_TO_USE, Preview, TypeBadge } from './arsenal-shared';
import { TextList } from '../page-parts/text-list';
import { Glyph } from '~/client/components/page-parts/glyph';

const NOT_FOUND = 'Arsenal item not found.';

/** /brain-arsenal/{id}: the whole resource, Copy All, Share Link, how to use it, credits. */
export function ArsenalDetailPage({ id }: { id: number }) {
  const [item] = trpc.public.arsenal.byId.useSuspenseQuery({ id });
  return <ArsenalDetail item={item} />;
}

/** The spec's answer to a missing item: its message as a toast and as the page. */
export function ArsenalNotFound() {
  useEffect(() => {
    toast({ title: 'Error', description: NOT_FOUND, variant: 'destructive' });
  }, []);
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{NOT_FOUND}</h1>
      <div className="ornament" />
      <p className="text-lg text-ink-soft">This resource has been lent out, mislaid, or never existed.</p>
      <Link to="/brain-arsenal" search={{}} className="btn-primary mt-8">
        Back to the Arsenal
      </Link>
    </div>
  );
}

/** Plain text with its web addresses made into links; nothing is parsed as HTML. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} target="_blank" rel="noopener noreferrer" className="break-all">
            {part}
          </a>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

function prettyContent(item: ArsenalItem): string {
  if (item.type !== 'dataset') return item.content;
  try {
    return JSON.stringify(JSON.parse(item.content), null, 2);
  } catch {
    return item.content;
  }
}

function ArsenalDetail({ item }: { item: ArsenalItem }) {
  const howTo = HOW_TO_USE[item.type];
  const content = prettyContent(item);

  const shareLink = async () => {
    const ok = await copyText(window.location.href);
    toast(
      ok
        ? { title: 'Link Copied', description: 'Share it freely. The Arsenal asks for no sign-up, ever.' }
        : { title: 'Copy Failed', description: 'Unable to copy to clipboard', variant: 'destructive' },
    );
  };

  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/brain-arsenal" search={{}} className="text-base">
        <Glyph name="back" /> Back to the Arsenal
      </Link>
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <TypeBadge type={item.type} />
        {item.featured && <span className="badge-gold">Featured</span>}
        <span className="text-base text-sepia">{item.category}</span>
      </div>
      <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{item.title}</h1>
      <p className="mt-3 text-xl text-ink-soft">{item.description}</p>

      {item.previewUrl && <Preview url={item.previewUrl} className="card mt-6 aspect-[8/5] w-full plaque-fit" />}

      <section className="card mt-6 overflow-hidden" aria-labelledby="arsenal-content-title">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gold/60 bg-ink px-5 py-3">
          <h2 id="arsenal-content-title" className="font-display text-lg font-bold text-gold-light">
            The Resource
          </h2>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-gold px-4 py-1.5 text-sm" onClick={() => void copyContent(item.content)}>
              Copy All
            </button>
            <button
              type="button"
              className="btn border-parchment px-4 py-1.5 text-sm text-parchment hover:bg-parchment hover:text-ink"
              onClick={() => void shareLink()}
            >
              Share Link
            </button>
          </div>
        </div>
        <pre
          className={`overflow-x-auto whitespace-pre-wrap break-words p-5 text-base leading-relaxed ${item.type === 'dataset' ? 'font-mono text-sm' : 'font-serif'}`}
          data-testid="arsenal-content"
        >
          <Linkified text={content} />
        </pre>
      </section>

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <PageSection id="how-to-title" title={howTo.title} className="card p-5" titleClassName="text-xl font-bold">
          <TextList ordered items={howTo.steps} className="mt-3 list-decimal space-y-2 pl-5 text-base text-ink-soft" />
        </PageSection>
        <PageSection id="credits-title" title="Source Credits" className="card p-5" titleClassName="text-xl font-bold">
          <p className="mt-3 text-base text-ink-soft">
            {item.sourceCredits || 'Compiled by the Brain Arsenal Committee from its own heads.'}
          </p>
          <p className="mt-3 text-base text-sepia">Free to use and share, with credit. No sign-up required, now or ever.</p>
        </PageSection>
      </div>
    </article>
  );
}
