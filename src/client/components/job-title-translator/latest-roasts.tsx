import { type RefObject, useEffect, useMemo, useState } from 'react';
import { trpc } from '~/client/lib/trpc';
import { egoEmoji, EGO_LABELS } from './ego';
import { relativeTime } from './relative-time';
import { SAMPLE_ROASTS } from './sample-roasts';

/** Part 2 section 9: roasts shown before "See More Roasts". */
const COLLAPSED = 4;

type EgoSummary = { egoRating: number; momReaction: string | null };

/** The latest-roasts panel: 4 collapsed, all 200 on expand, ego emoji by shareableId. */
export function LatestRoasts({ sectionRef }: { sectionRef: RefObject<HTMLElement | null> }) {
  // The spec's "enabled when visible" became "in the page": the route's loader fetched both on
  // the server (docs/decisions/011), so the list is in the HTML and nothing is fetched on scroll.
  const [expanded, setExpanded] = useState(false);
  const latest = trpc.experiments.jobTitleTranslator.latest.useQuery();
  const all = trpc.experiments.jobTitleTranslator.all.useQuery(undefined, { enabled: expanded });
  const egoReports = trpc.experiments.jobTitleTranslator.egoReports.useQuery();
  // Relative times count from when the list was fetched, so the server's text and the hydrated
  // one agree; then from now, re-rendered each minute so "Just now" moves on.
  const [now, setNow] = useState(() => new Date(latest.dataUpdatedAt || Date.now()));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);

  // The list is newest first, so the first report seen for a roast is its latest.
  const egoByRoast = useMemo(() => {
    const map = new Map<string, EgoSummary>();
    for (const r of egoReports.data ?? []) if (!map.has(r.shareableId)) map.set(r.shareableId, r);
    return map;
  }, [egoReports.data]);

  const roasts = latest.data ?? [];
  const shown = expanded ? (all.data ?? roasts) : roasts.slice(0, COLLAPSED);
  const noRealRoasts = latest.isSuccess && roasts.length === 0;

  return (
    <section ref={sectionRef} id="latest-roasts" className="mt-14 scroll-mt-24" aria-labelledby="latest-roasts-title">
      <h2 id="latest-roasts-title" className="section-title text-center">
        Latest Roasts
      </h2>
      <div className="ornament" />
      <p className="mx-auto mb-6 max-w-2xl text-center text-base text-ink-soft">
        Fresh from the translator: the titles of fellow professionals, rendered harmless.
      </p>

      {!latest.data && !latest.isError && (
        <div className="grid gap-4 sm:grid-cols-2" role="status" aria-busy="true" aria-label="Loading roasts">
          {Array.from({ length: COLLAPSED }, (_, i) => (
            <div key={i} className="skeleton h-40" />
          ))}
        </div>
      )}

      {latest.isError && <p className="card p-5 text-center">The roasts could not be fetched just now. Please try again later.</p>}

      {noRealRoasts && (
        <>
          <p className="mb-4 rounded-sm border-2 border-dashed border-sepia p-3 text-center text-base" role="note">
            These are examples: no real roasts yet. Be the first to be humbled.
          </p>
          <ul className="grid gap-4 sm:grid-cols-2">
            {SAMPLE_ROASTS.map((r) => (
              <RoastCard
                key={r.shareableId}
                originalTitle={r.originalTitle}
                translation={r.translation}
                when="Example"
                ego={{ egoRating: r.egoRating, momReaction: null }}
              />
            ))}
          </ul>
        </>
      )}

      {roasts.length > 0 && (
        <>
          <ul className="grid gap-4 sm:grid-cols-2" data-testid="roast-list">
            {shown.map((r) => (
              <RoastCard
                key={r.shareableId}
                originalTitle={r.originalTitle}
                translation={r.translation}
                when={relativeTime(r.createdAt, now)}
                ego={egoByRoast.get(r.shareableId)}
              />
            ))}
          </ul>
          {expanded && all.isFetching && (
            <p className="mt-4 text-center text-base text-sepia" role="status">
              Fetching every roast...
            </p>
          )}
          {roasts.length >= COLLAPSED && (
            <div className="mt-6 text-center">
              <button type="button" className="btn-secondary" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
                {expanded ? 'Show Less' : 'See More Roasts'}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function RoastCard({
  originalTitle,
  translation,
  when,
  ego,
}: {
  originalTitle: string;
  translation: string;
  when: string;
  ego?: EgoSummary;
}) {
  return (
    <li className="card flex flex-col gap-3 p-5" data-testid="roast">
      <div className="flex items-start justify-between gap-3">
        <p className="break-words font-display text-lg font-bold">“{originalTitle}”</p>
        {ego && (
          <span
            className="text-3xl leading-none"
            role="img"
            aria-label={`Ego survival ${ego.egoRating} of 5: ${EGO_LABELS[ego.egoRating] ?? ''}`}
            data-testid="roast-ego"
          >
            {egoEmoji(ego.egoRating)}
          </span>
        )}
      </div>
      <p className="flex-1 text-base text-ink-soft">{translation}</p>
      {ego?.momReaction && <p className="border-l-2 border-gold pl-3 text-base italic">Mom said: “{ego.momReaction}”</p>}
      <p className="text-sm text-sepia">{when}</p>
    </li>
  );
}
