import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/*
 * The frames and parts the public pages share: title blocks, the back link, the club, experiment,
 * gallery and detail page frames, sections, panels and the pager. One module, so the pages that use
 * them share one chunk: every chunk a route depends on is listed in the entry's preload map, which
 * counts towards the home page's JavaScript budget.
 */

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

/** The pages a page's '← Back to …' link at its top leads to. */
type BackTo =
  | '/'
  | '/ai-experiments'
  | '/application-process'
  | '/events-symposiums'
  | '/exhibitions'
  | '/fellow-directory'
  | '/intelligence'
  | '/recognition'
  | '/shame';

/** The '← Back to …' link at the top of a page. */
export function BackLink({ to, label }: { to: BackTo; label: string }) {
  return (
    <Link to={to} className="text-base">
      {`← ${label}`}
    </Link>
  );
}

/** An interactive experiment's page: back to the experiments, its title block, then the experiment. */
export function ExperimentPage({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <BackLink to="/ai-experiments" label="Back to AI Experiments" />
      <PageTitle className="mt-6 text-center" eyebrow={eyebrow} title={title} intro={intro} />
      {children}
    </div>
  );
}

/** The frame of the static club pages: heading, ornament, body and a 'Return to Club' link. */
export function ClubPage({ eyebrow, title, intro, children }: { eyebrow: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <BackLink to="/" label="Return to Club" />
      <PageTitle className="mt-6 text-center" eyebrow={eyebrow} title={title}>
        {intro && <p className="mx-auto max-w-2xl text-xl italic text-ink-soft">{intro}</p>}
      </PageTitle>
      <div className="mt-10">{children}</div>
      <div className="mt-14 text-center">
        <Link to="/" className="btn-secondary">
          Return to Club
        </Link>
      </div>
    </article>
  );
}

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

/** A record's category badge and, when it is featured, the gold badge naming that. */
export function Badges({
  category,
  featured,
  className = 'flex flex-wrap gap-2',
}: {
  category: string;
  featured: string | false;
  className?: string;
}) {
  return (
    <div className={className}>
      <span className="badge">{category}</span>
      {featured && <span className="badge-gold">{featured}</span>}
    </div>
  );
}

/** A record's own page (an exhibition, an honour, a shame): the link back to its list, then the record. */
export function DetailPage({ backTo, backLabel, children }: { backTo: BackTo; backLabel: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <BackLink to={backTo} label={backLabel} />
      {children}
    </article>
  );
}

/** The page for a record that is not there (or not published), with the way back to its list. */
export function ItemNotFound({ title, text, backTo, backLabel }: { title: string; text: string; backTo: BackTo; backLabel: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{title}</h1>
      <div className="ornament" />
      <p className="text-lg text-ink-soft">{text}</p>
      <Link to={backTo} className="btn-primary mt-8">
        {backLabel}
      </Link>
    </div>
  );
}

/**
 * Previous / next links of a paged list (docs/decisions/020): plain links, so they work without JavaScript;
 * with it the router follows them in place. `param` is the search key (`page`, or `comments`).
 */
export function Pager({
  page,
  pageCount,
  label,
  param = 'page',
}: {
  page: number;
  pageCount: number;
  label: string;
  param?: 'page' | 'comments';
}) {
  if (pageCount <= 1) return null;
  const at = (n: number) => ({ [param]: n > 1 ? n : undefined });
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-4" data-testid="pager">
      {page > 1 ? (
        <Link
          to="."
          search={(prev: Record<string, unknown>) => ({ ...prev, ...at(page - 1) })}
          rel="prev"
          className="btn-secondary px-4 py-2"
        >
          ← Previous page
        </Link>
      ) : null}
      <p className="font-display text-lg" aria-current="page">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link
          to="."
          search={(prev: Record<string, unknown>) => ({ ...prev, ...at(page + 1) })}
          rel="next"
          className="btn-primary px-4 py-2"
        >
          Next page →
        </Link>
      ) : null}
    </nav>
  );
}

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

/** The dark, gold-bordered panel near the end of a club page, its heading centred in gold. */
export function InkPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-14 rounded-sm border-4 border-double border-gold bg-ink p-6 text-parchment sm:p-10" aria-labelledby={id}>
      <h2 id={id} className="text-center text-3xl font-bold text-gold-light">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The light-bordered button or link beside a gold one on the dark panels. */
export const ON_INK_BUTTON = 'btn border-parchment text-parchment hover:bg-parchment hover:text-ink';

/** Where a call to action's two links lead. */
type CallTo = '/intelligence' | '/membership-benefits' | '/propose-research' | '/volunteer-research';

/** A closing call to action on the dark panel: heading, a line of text, a gold link and a plain one. */
export function CallToAction({
  id,
  title,
  text,
  className,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  text: string;
  className: 'mt-10' | 'mt-14';
  primary: { to: CallTo; label: string };
  secondary: { to: CallTo; label: string };
}) {
  return (
    <section
      className={`${className} rounded-sm border-4 border-double border-gold bg-ink p-6 text-center text-parchment sm:p-10`}
      aria-labelledby={id}
    >
      <h2 id={id} className="text-3xl font-bold text-gold-light">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-parchment/90">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={primary.to} className="btn-gold">
          {primary.label}
        </Link>
        <Link to={secondary.to} className={ON_INK_BUTTON}>
          {secondary.label}
        </Link>
      </div>
    </section>
  );
}

/** A list whose items each follow a mark (✓, ★) in colour, hidden from screen readers. */
export function MarkList({
  items,
  mark,
  markClassName,
  className,
}: {
  items: readonly string[];
  mark: string;
  markClassName: string;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className={markClassName}>
            {mark}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A step's number in a circle; hidden from screen readers, which count the list's items themselves. */
export function StepNumber({ n, className }: { n: number; className: string }) {
  return (
    <span className={`flex items-center justify-center rounded-full font-display font-bold ${className}`} aria-hidden="true">
      {n}
    </span>
  );
}
