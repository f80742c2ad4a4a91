import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import { Pager } from './pager';

/** What a list says while it has nothing to show. */
function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="card mx-auto max-w-xl p-10 text-center">
      <h2 className="text-3xl font-bold">{title}</h2>
      <p className="mt-3 text-ink-soft">{text}</p>
    </div>
  );
}

/**
 * A paged gallery (exhibitions, recognition, the Hall of Shame): its title block, then the cards and
 * the pager or, with none at all, `empty`.
 */
export function GalleryPage({
  eyebrow,
  title,
  intro,
  total,
  empty,
  pager,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  total: number;
  empty: { title: string; text: string };
  pager: { page: number | undefined; pageCount: number; label: string };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageTitle className="mb-10 text-center" eyebrow={eyebrow} title={title} intro={intro} />
      {total === 0 ? (
        <EmptyState {...empty} />
      ) : (
        <>
          {children}
          <Pager page={pager.page ?? 1} pageCount={pager.pageCount} label={pager.label} />
        </>
      )}
    </div>
  );
}
