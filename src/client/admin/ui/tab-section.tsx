import type { ReactNode } from 'react';
import { type AdminTabKey, tabLabel } from '~/shared/admin-kinds';

/**
 * A tab's section: its heading (the tab's own label, from the shared list of tabs), with the list's
 * total once known, and the line that says what the tab is for.
 */
export function TabSection({ tab, total, intro, children }: { tab: AdminTabKey; total?: number; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${tab}-heading`}>
      <h2 id={`${tab}-heading`} className="text-3xl font-bold">
        {tabLabel(tab)}
        {total !== undefined && (
          <>
            {' '}
            <span className="text-xl font-normal text-sepia">({total})</span>
          </>
        )}
      </h2>
      <p className="mb-5 text-ink-soft">{intro}</p>
      {children}
    </section>
  );
}
