import type { ReactNode } from 'react';

/**
 * A home page section at the page's full width: its centred heading over an ornament, an optional
 * standfirst, then the section. Only the lower sections use it, so it travels in their chunk: a module
 * of its own would be one more file named in the home page's initial JavaScript.
 */
export function HomeSection({
  id,
  titleId,
  title,
  intro,
  children,
}: {
  id: string;
  titleId: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className="mx-auto max-w-7xl px-4 py-16" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title text-center">
        {title}
      </h2>
      <div className="ornament" />
      {intro && <p className="mx-auto mb-10 max-w-2xl text-center text-ink-soft">{intro}</p>}
      {children}
    </section>
  );
}
