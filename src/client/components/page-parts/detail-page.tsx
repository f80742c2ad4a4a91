import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BackLink, type BackTo } from './back-link';

/** A record's own page (an exhibition, an honour, a shame): the link back to its list, then the record. */
export function DetailPage({ backTo, backLabel, children }: { backTo: BackTo; backLabel: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <BackLink to={backTo} label={backLabel} />
      {children}
    </article>
  );
}

/** A record's heading: its badges, its title and what `children` add under it (the maker, the date). */
export function DetailHeading({ badges, title, children }: { badges: ReactNode; title: string; children?: ReactNode }) {
  return (
    <header className="mt-4">
      {badges}
      <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{title}</h1>
      {children}
    </header>
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
