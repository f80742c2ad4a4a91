import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The frame of the static club pages: heading, ornament, body and a 'Return to Club' link. */
export function ClubPage({ eyebrow, title, intro, children }: { eyebrow: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <Link to="/" className="text-base">
        ← Return to Club
      </Link>
      <header className="mt-6 text-center">
        <p className="font-display text-sm font-bold uppercase tracking-[0.3em] text-burgundy">{eyebrow}</p>
        <h1 className="mt-2 text-4xl font-bold sm:text-5xl">{title}</h1>
        <div className="ornament" />
        {intro && <p className="mx-auto max-w-2xl text-xl italic text-ink-soft">{intro}</p>}
      </header>
      <div className="mt-10">{children}</div>
      <div className="mt-14 text-center">
        <Link to="/" className="btn-secondary">
          Return to Club
        </Link>
      </div>
    </article>
  );
}
