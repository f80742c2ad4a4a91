import type { ReactNode } from 'react';

/**
 * The eyebrow, title and ornament that open the public pages; `intro` is the standfirst under
 * them, `children` anything else the page puts in its header.
 */
export function PageTitle({
  eyebrow,
  title,
  className = 'text-center',
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  className?: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={className}>
      <p className="font-display text-sm font-bold uppercase tracking-[0.3em] text-burgundy">{eyebrow}</p>
      <h1 className="mt-2 text-4xl font-bold sm:text-5xl">{title}</h1>
      <div className="ornament" />
      {intro && <p className="mx-auto max-w-2xl text-lg text-ink-soft">{intro}</p>}
      {children}
    </header>
  );
}

/** The heading block shared by the static resource pages, with an optional attributed quote. */
export function PageHeader({
  eyebrow,
  title,
  children,
  quote,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  quote?: { text: string; by: string };
}) {
  return (
    <PageTitle eyebrow={eyebrow} title={title}>
      {children && <div className="mx-auto max-w-3xl text-lg text-ink-soft">{children}</div>}
      {quote && (
        <figure className="mx-auto mt-6 max-w-2xl border-l-4 border-gold pl-4 text-left">
          <blockquote className="text-xl italic">“{quote.text}”</blockquote>
          <figcaption className="mt-1 text-base text-sepia">— {quote.by}</figcaption>
        </figure>
      )}
    </PageTitle>
  );
}
