import { createFileRoute, Link } from '@tanstack/react-router';
import { type Fellow, FELLOW_STATS, FELLOWS, SPECIALTIES, specialtyFor } from '~/shared/fellows';
import { FellowAvatar, FellowContact } from '../components/club-pages/fellow-parts';
import { InkPanel, ON_INK_BUTTON } from '../components/page-parts/ink-panel';
import { ResourcePage } from '../components/page-parts/resource-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/fellow-directory')({
  head: staticHead,
  // ?specialty=memory-palaces shows the fellows of that specialty, on the server as in the browser;
  // an unknown one shows everyone (the page resolves it). A plain check, not zod: the page needs no
  // schema chunk, and the fellows' data stays out of the entry every page loads.
  validateSearch: (search: Record<string, unknown>): { specialty?: string } => ({
    specialty: typeof search.specialty === 'string' ? search.specialty : undefined,
  }),
  component: FellowDirectoryPage,
});

/** Part 2 section 9: fellows show at most 2 specialty badges. */
const SHOWN_SPECIALTIES = 2;

function FellowDirectoryPage() {
  const specialty = specialtyFor(Route.useSearch().specialty);
  const shown = specialty ? FELLOWS.filter((f) => f.specialties.includes(specialty.name)) : FELLOWS;

  const stats = [
    { figure: String(FELLOWS.length), label: 'Active Fellows' },
    { figure: String(FELLOW_STATS.yearsOfService), label: 'Years of Service' },
    { figure: String(FELLOW_STATS.publications), label: 'Publications' },
    { figure: String(FELLOW_STATS.countries), label: 'Countries' },
  ];

  return (
    <ResourcePage
      eyebrow="Fellowship"
      title="Fellow Directory"
      quote={{
        text: 'A Fellow is known by the questions they ask, not by the answers they look up.',
        by: 'Professor Algernon Thistlewood, 1847',
      }}
    >
      <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="card flex flex-col-reverse p-5 text-center" data-testid="fellow-stat">
            <dt className="text-base text-ink-soft">{s.label}</dt>
            <dd className="font-display text-4xl font-bold text-burgundy">{s.figure}</dd>
          </div>
        ))}
      </dl>

      <section id="fellows" aria-labelledby="fellows-title" className="mt-8 scroll-mt-24">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="fellows-title" className={specialty ? 'text-2xl font-bold' : 'sr-only'}>
            {specialty ? `Fellows in ${specialty.name}` : 'The Fellows'}
          </h2>
          {specialty && (
            <p className="text-base" data-testid="specialty-filter">
              {shown.length === 1 ? '1 fellow' : `${shown.length} fellows`} ·{' '}
              <Link to="/fellow-directory" hash="fellows" className="font-bold">
                Show all fellows
              </Link>
            </p>
          )}
        </div>
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((f) => (
            <FellowCard key={f.slug} fellow={f} />
          ))}
        </ul>
      </section>

      <nav id="specialties" aria-labelledby="specialties-title" className="mt-10 scroll-mt-24">
        <h2 id="specialties-title" className="font-display text-xl font-bold">
          Browse by Specialty
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          <li>
            <Link
              to="/fellow-directory"
              hash="fellows"
              aria-current={specialty ? undefined : 'page'}
              className={specialty ? 'btn-secondary px-3 py-1 text-sm' : 'btn-primary px-3 py-1 text-sm'}
            >
              All specialties
            </Link>
          </li>
          {SPECIALTIES.map((s) => (
            <li key={s.slug}>
              <Link
                to="/fellow-directory"
                search={{ specialty: s.slug }}
                hash="fellows"
                aria-current={specialty?.slug === s.slug ? 'page' : undefined}
                className={specialty?.slug === s.slug ? 'btn-primary px-3 py-1 text-sm' : 'btn-secondary px-3 py-1 text-sm'}
              >
                {s.name} ({s.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <InkPanel id="join" title="Join Our Fellowship">
        <div className="mt-8 grid gap-6 text-center sm:grid-cols-3">
          {[
            { title: 'Network Access', text: 'Correspond with Fellows in 23 countries, by letter, telephone or, in emergencies, email.' },
            { title: 'Collaboration', text: 'Join research committees and studies of human cognition, with tea provided.' },
            { title: 'Recognition', text: 'Your name in the Directory and your portrait, eventually, on the stairs.' },
          ].map((b) => (
            <div key={b.title}>
              <h3 className="font-display text-xl font-bold text-gold-light">{b.title}</h3>
              <p className="mt-2 text-base text-parchment/90">{b.text}</p>
            </div>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/application-process" className="btn-gold">
            Apply for Fellowship
          </Link>
          <a href="#specialties" className={ON_INK_BUTTON}>
            Browse by Specialty
          </a>
        </div>
      </InkPanel>
    </ResourcePage>
  );
}

function FellowCard({ fellow }: { fellow: Fellow }) {
  const extra = fellow.specialties.length - SHOWN_SPECIALTIES;
  return (
    <li className="card flex flex-col gap-3 p-5" data-testid="fellow-card">
      <div className="flex items-start gap-4">
        <FellowAvatar fellow={fellow} />
        <div className="min-w-0">
          <span className="badge-gold">{fellow.membershipLevel}</span>
          <h3 className="mt-1 text-xl font-bold">{fellow.name}</h3>
          <p className="text-base text-ink-soft">{fellow.title}</p>
          <p className="sr-only">Status: {fellow.status}</p>
        </div>
      </div>
      <p className="text-base text-sepia">
        <span aria-hidden="true">📍 </span>
        {fellow.location} · Member since {fellow.joinDate} · {fellow.publications} publications
      </p>
      <div className="flex flex-wrap gap-2">
        {fellow.specialties.slice(0, SHOWN_SPECIALTIES).map((s) => (
          <span key={s} className="badge">
            {s}
          </span>
        ))}
        {extra > 0 && (
          <span className="badge" title={fellow.specialties.slice(SHOWN_SPECIALTIES).join(', ')}>
            +{extra} more
          </span>
        )}
      </div>
      <p className="flex-1 text-base">{fellow.bio}</p>
      <div className="flex gap-2">
        <FellowContact fellow={fellow} />
        {/* The fellow's own page: achievements and every specialty, at an address a visitor can share. */}
        <Link
          to="/fellow-directory/$slug"
          params={{ slug: fellow.slug }}
          className="btn-secondary px-4 py-1.5 text-sm"
          aria-label={`Profile: ${fellow.name}`}
        >
          Profile
        </Link>
      </div>
    </li>
  );
}
