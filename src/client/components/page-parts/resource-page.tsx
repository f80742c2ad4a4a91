import type { ReactNode } from 'react';
import { PageHeader } from './page-title';

/** How wide a resource page's column is. */
type PageWidth = 'max-w-4xl' | 'max-w-5xl' | 'max-w-6xl' | 'max-w-7xl';

/**
 * A static resource page (the collections, the calendar, the fellowship pages): its PageHeader, with
 * `intro` under the title, then the page, in a column `width` wide.
 */
export function ResourcePage({
  width = 'max-w-7xl',
  eyebrow,
  title,
  quote,
  intro,
  children,
}: {
  width?: PageWidth;
  eyebrow: string;
  title: string;
  quote: { text: string; by: string };
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${width} px-4 py-10`}>
      <PageHeader eyebrow={eyebrow} title={title} quote={quote}>
        {intro}
      </PageHeader>
      {children}
    </div>
  );
}
