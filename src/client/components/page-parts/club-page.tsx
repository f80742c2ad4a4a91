import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import { BackLink } from './back-link';

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
