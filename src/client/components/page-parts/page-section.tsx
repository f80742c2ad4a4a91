import type { ReactNode } from 'react';

/**
 * A titled section of a page, named by its heading (`id`); `centred` sets the heading in the middle,
 * over an ornament; `titleClassName` gives the heading another style than a section title's.
 */
export function PageSection({
  id,
  title,
  className,
  centred = false,
  titleClassName = centred ? 'section-title text-center' : 'section-title',
  children,
}: {
  id: string;
  title: string;
  className: string;
  centred?: boolean;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {centred && <div className="ornament" />}
      {children}
    </section>
  );
}

/** A centred section of small cards, one an item, four to a row on wide screens (what every member gets, what an applicant needs). */
export function CardRowSection<T>({
  id,
  title,
  className,
  items,
  keyOf,
  children,
}: {
  id: string;
  title: string;
  className: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  return (
    <PageSection id={id} title={title} className={className} centred>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <div key={keyOf(item)} className="card p-5">
            {children(item)}
          </div>
        ))}
      </div>
    </PageSection>
  );
}

/** A titled card or panel within a page (a report's summary, a charter's preamble): its heading bold, smaller than a section title. */
export function PanelSection({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <PageSection id={id} title={title} className={className} titleClassName="text-2xl font-bold">
      {children}
    </PageSection>
  );
}
