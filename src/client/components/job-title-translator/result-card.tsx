import { useRouter } from '@tanstack/react-router';
import { copyText } from '~/client/lib/clipboard';
import { toast } from '~/client/lib/toast';
import { shareLinks } from './share-links';

type Props = {
  result: { originalTitle: string; translation: string };
  onTryAnother: () => void;
  onReadOthers: () => void;
};

/** The roast: original and translation, copy, four share targets, Try Another, Read Other. */
export function ResultCard({ result, onTryAnother, onReadOthers }: Props) {
  // PUBLIC_URL's origin: the same on the server (a translation posted without JavaScript) and in the browser.
  const { context } = useRouter().options;
  // The browser's own address, as before; on the server (a post without JavaScript) PUBLIC_URL's.
  const origin = typeof window === 'undefined' ? context.origin : window.location.origin;
  const links = shareLinks(result.originalTitle, result.translation, origin);

  const copy = async () => {
    const ok = await copyText(`"${result.originalTitle}"\n\n${result.translation}\n\n${links.pageUrl}`);
    toast(
      ok
        ? { title: 'Copied!', description: 'Translation copied to clipboard' }
        : { title: 'Copy Failed', description: 'Unable to copy to clipboard', variant: 'destructive' },
    );
  };

  const share = 'btn-secondary px-4 py-2 text-sm';
  return (
    <article className="card overflow-hidden" aria-labelledby="roast-title" data-testid="roast-result">
      <div className="border-b border-gold/60 bg-ink px-5 py-3 text-parchment">
        <h2 id="roast-title" className="font-display text-xl font-bold text-gold-light">
          Your Translation Is Ready
        </h2>
      </div>
      <div className="space-y-5 p-5 sm:p-8">
        <div>
          <p className="font-display text-sm font-bold uppercase tracking-widest text-sepia">Original</p>
          <p className="mt-1 break-words text-xl italic" data-testid="roast-original">
            “{result.originalTitle}”
          </p>
        </div>
        <div className="rounded-sm border-l-4 border-burgundy bg-parchment p-4">
          <p className="font-display text-sm font-bold uppercase tracking-widest text-burgundy">In kindergarten language</p>
          <p className="mt-2 text-xl leading-relaxed" data-testid="roast-translation">
            {result.translation}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary px-4 py-2 text-sm" onClick={() => void copy()}>
            Copy
          </button>
          <a className={share} href={links.linkedin} target="_blank" rel="noopener noreferrer">
            LinkedIn
          </a>
          <a className={share} href={links.twitter} target="_blank" rel="noopener noreferrer">
            Twitter
          </a>
          <a className={share} href={links.whatsapp} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </a>
          <a className={share} href={links.email}>
            Email
          </a>
        </div>
        <div className="flex flex-wrap gap-3 border-t border-gold/40 pt-5">
          <button type="button" className="btn-gold" onClick={onTryAnother}>
            Try Another
          </button>
          <button type="button" className="btn-secondary" onClick={onReadOthers}>
            Read Other Job Descriptions
          </button>
        </div>
      </div>
    </article>
  );
}
