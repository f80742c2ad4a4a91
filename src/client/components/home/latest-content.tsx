import { Link } from '@tanstack/react-router';
import { formatShortDate, truncateText } from '~/shared/format';
import { latestContentLabel } from '~/shared/latest-content';
import { trpc } from '~/client/lib/trpc';

/**
 * Section 2 (D14): the fixed AI-experiment promo card, then the newest item of the club when
 * the server has one. On error or no content only the promo shows, silently.
 */
export function LatestContent() {
  const { data, isPending, isError } = trpc.public.latestContent.get.useQuery();
  const latest = isError ? null : data?.latestContent;
  return (
    <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="latest-title">
      <h2 id="latest-title" className="section-title text-center">
        Fresh from the Reading Room
      </h2>
      <div className="ornament" />
      <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
        <article className="card flex flex-col gap-3 border-2 border-burgundy/40 p-6" data-testid="promo-card">
          <span className="badge self-start">AI Experiment</span>
          <h3 className="text-2xl font-bold">The Job Title Translator</h3>
          <p className="text-ink-soft">
            Feed it a corporate job title such as “Chief Synergy Evangelist” and receive, by return, a plain account of what the person
            actually does all day. Powered entirely by human indignation.
          </p>
          <Link to={'/job-title-translator'} className="btn-primary mt-auto self-start">
            Translate a Job Title
          </Link>
        </article>
        {isPending ? (
          <div
            className="card space-y-3 p-6"
            role="status"
            aria-busy="true"
            aria-label="Loading the latest addition"
            data-testid="latest-skeleton"
          >
            <div className="skeleton h-36 w-full" />
            <div className="skeleton h-5 w-32" />
            <div className="skeleton h-7 w-3/4" />
            <div className="skeleton h-4 w-full" />
            <div className="skeleton h-4 w-5/6" />
          </div>
        ) : latest ? (
          <article className="card flex flex-col overflow-hidden" data-testid="latest-card">
            {latest.imageUrl && (
              <img
                src={latest.imageUrl}
                alt=""
                width={800}
                height={500}
                loading="lazy"
                className="aspect-[8/3] w-full border-b border-gold/60 plaque-fit"
              />
            )}
            <div className="flex flex-1 flex-col gap-3 p-6">
              <div className="flex flex-wrap items-center gap-3">
                <span className="badge-gold">{latestContentLabel(latest.contentType)}</span>
                <time dateTime={latest.createdAt} className="text-base text-sepia">
                  {formatShortDate(latest.createdAt)}
                </time>
              </div>
              <h3 className="text-2xl font-bold">{latest.title}</h3>
              <p className="text-ink-soft">{truncateText(latest.description, 200)}</p>
              <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
                <Link to={latest.detailUrl as '/'} className="btn-secondary">
                  View Details
                </Link>
                <span className="badge">{latest.category}</span>
              </div>
            </div>
          </article>
        ) : null}
      </div>
    </section>
  );
}
