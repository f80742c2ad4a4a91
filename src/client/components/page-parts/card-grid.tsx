import type { ReactNode } from 'react';

/** The grid the public lists lay their cards out in: one, two or three columns. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

/** A titled part of a list page: a section heading over a grid of cards. */
export function CardGridSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="section-title mb-6">
        {title}
      </h2>
      <CardGrid>{children}</CardGrid>
    </section>
  );
}
