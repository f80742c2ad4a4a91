import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ArsenalItem, ArsenalType } from '~/shared/arsenal';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { copyContent, Preview, TypeBadge } from './arsenal-shared';
import { PageTitle } from '../page-parts/page-title';
import { Pager } from '../page-parts/pager';
import { CardTitle } from '../content/exhibition-card';

const FILTERS: { value: ArsenalType | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'video', label: 'Video' },
  { value: 'prompt', label: 'Prompt' },
  { value: 'tool', label: 'Tool' },
  { value: 'dataset', label: 'Dataset' },
];

const LOAD_FAILED = 'Failed to load Arsenal resources. Please try again.';

/** /brain-arsenal: type filters (kept in the address so a filtered list can be shared). */
export function ArsenalListPage({ type, page }: { type: ArsenalType | undefined; page: number | undefined }) {
  const navigate = useNavigate();
  // One page of the chosen type (docs/decisions/020): the type filter is applied on the server.
  const list = trpc.public.arsenal.page.useQuery({ type, page });

  useEffect(() => {
    if (list.isError) toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive' });
  }, [list.isError]);

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const noun = type ? `${type} resource` : 'resource';

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageTitle
        eyebrow="Free · No Sign-Up · No Catch"
        title="The Brain Arsenal"
        intro={
          <>
            Prompts for your own mind, tools for your own hands, datasets for your own memory and videos for your own eyes. Every resource
            is free to copy and share, with no account, no subscription and no machine in between.
          </>
        }
      />

      <div className="mt-8 flex flex-wrap justify-center gap-2" role="group" aria-label="Filter by type">
        {FILTERS.map((f) => (
          <button
            key={f.label}
            type="button"
            aria-pressed={type === f.value}
            onClick={() => void navigate({ to: '/brain-arsenal', search: { type: f.value }, replace: true })}
            className={type === f.value ? 'btn-primary px-4 py-2' : 'btn-secondary px-4 py-2'}
          >
            {f.label}
          </button>
        ))}
      </div>

      {list.isPending ? (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-busy="true" aria-label="Loading resources">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="skeleton h-80" />
          ))}
        </div>
      ) : list.isError ? (
        <div className="card mx-auto mt-8 max-w-xl p-8 text-center">
          <p className="text-lg">{LOAD_FAILED}</p>
          <button type="button" className="btn-primary mt-4" onClick={() => void list.refetch()}>
            Try Again
          </button>
        </div>
      ) : (
        <>
          <p className="mt-6 text-center font-display text-lg font-bold" data-testid="arsenal-count" aria-live="polite">
            {total} {total === 1 ? noun : `${noun}s`}
          </p>
          {total === 0 ? (
            <div className="card mx-auto mt-6 max-w-xl p-8 text-center">
              <h2 className="text-2xl font-bold">The shelves are bare</h2>
              <p className="mt-2 text-ink-soft">No {type ?? ''} resources yet. The Arsenal Committee is sharpening its pencils.</p>
            </div>
          ) : (
            <>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((item) => (
                  <ArsenalCard key={item.id} item={item} />
                ))}
              </ul>
              <Pager page={page ?? 1} pageCount={list.data?.pageCount ?? 1} label="Resource pages" />
            </>
          )}
        </>
      )}
    </div>
  );
}

function ArsenalCard({ item }: { item: ArsenalItem }) {
  return (
    <li className="card flex flex-col overflow-hidden" data-testid="arsenal-card" data-type={item.type}>
      {item.previewUrl && <Preview url={item.previewUrl} className="aspect-[8/5] w-full border-b border-gold/60 plaque-fit" />}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          <TypeBadge type={item.type} />
          {item.featured && <span className="badge-gold">Featured</span>}
          <span className="inline-flex items-center text-sm text-sepia">{item.category}</span>
        </div>
        <CardTitle as="h2" to="/brain-arsenal/$id" id={item.id} title={item.title} />
        <p className="flex-1 text-base text-ink-soft">{item.description}</p>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/brain-arsenal/$id"
            params={{ id: String(item.id) }}
            className="btn-primary px-4 py-2 text-sm"
            aria-label={`View & Share: ${item.title}`}
          >
            View &amp; Share
          </Link>
          <button
            type="button"
            className="btn-secondary px-4 py-2 text-sm"
            onClick={() => void copyContent(item.content)}
            aria-label={`Quick Copy: ${item.title}`}
          >
            Quick Copy
          </button>
        </div>
      </div>
    </li>
  );
}
