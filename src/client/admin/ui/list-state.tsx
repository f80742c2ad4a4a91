import type { ReactNode } from 'react';

/** Loading, error and empty states shared by every admin list. */
export function ListState({
  isPending,
  isError,
  isEmpty,
  emptyText,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading">
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton h-24 w-full" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <p className="card p-6 text-burgundy" role="alert">
        This list could not be loaded. Please reload the page.
      </p>
    );
  }
  if (isEmpty) return <p className="card p-6 text-center text-ink-soft">{emptyText}</p>;
  return <>{children}</>;
}

/** A dd/dt pair that hides itself when there is no value. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="min-w-0">
      <dt className="font-display text-sm font-bold text-sepia">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
