import { createFileRoute, Link } from '@tanstack/react-router';
import { type Fellow, specialtySlug } from '~/shared/fellows';
import { FellowAvatar, FellowContact } from '../components/club-pages/fellow-parts';
import { DetailPage, ItemNotFound } from '../components/page-parts/detail-page';
import { PanelSection } from '../components/page-parts/page-section';
import { detailHead, foundOr404 } from '../lib/route-data';
import { TextList } from '../components/page-parts/text-list';

/** A fellow's profile ("Profile" in the directory): a shareable address, whole without JavaScript. */
export const Route = createFileRoute('/fellow-directory_/$slug')({
  // The fellows' data is loaded with the page, not with the entry every page loads (the home page's byte budget).
  loader: async ({ params }) => foundOr404((await import('~/shared/fellows')).fellowBySlug(params.slug)),
  head: detailHead('Fellow Not Found', (f: Fellow) => ({
    title: f.name,
    description: `${f.title}, ${f.location}. ${f.bio}`,
    jsonLd: { '@context': 'https://schema.org', '@type': 'Person', name: f.name, jobTitle: f.title, description: f.bio },
  })),
  notFoundComponent: FellowNotFound,
  component: FellowPage,
});

const BACK = { backTo: '/fellow-directory', backLabel: 'Back to the Fellow Directory' } as const;

function FellowNotFound() {
  return (
    <ItemNotFound
      title="Fellow Not Found"
      text="No Fellow of that name is on the Club’s rolls, or they prefer to remain unlisted."
      {...BACK}
    />
  );
}

function FellowPage() {
  const fellow = Route.useLoaderData();
  return (
    <DetailPage {...BACK}>
      <header className="mt-6 flex flex-col items-start gap-5 sm:flex-row sm:items-center">
        <FellowAvatar fellow={fellow} large />
        <div className="min-w-0">
          <span className="badge-gold">{fellow.membershipLevel}</span>
          <h1 className="mt-2 text-4xl font-bold sm:text-5xl">{fellow.name}</h1>
          <p className="mt-1 text-lg text-ink-soft">{fellow.title}</p>
        </div>
      </header>
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {[
          ['Location', fellow.location],
          ['Member since', fellow.joinDate],
          ['Publications', String(fellow.publications)],
          ['Status', fellow.status === 'active' ? 'Active' : fellow.status[0].toUpperCase() + fellow.status.slice(1)],
        ].map(([label, value]) => (
          <div key={label} className="card flex flex-col-reverse p-4">
            <dt className="text-base text-ink-soft">{label}</dt>
            <dd className="font-display text-lg font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <PanelSection id="fellow-about" title="About" className="mt-8">
        <p className="mt-2 text-lg">{fellow.bio}</p>
      </PanelSection>
      <PanelSection id="fellow-achievements" title="Achievements" className="mt-8">
        <TextList items={fellow.achievements} className="mt-2 list-disc space-y-1 pl-6 text-lg" />
      </PanelSection>
      <PanelSection id="fellow-specialties" title="Specialties" className="mt-8">
        {/* Each leads to the directory's fellows of that specialty. */}
        <ul className="mt-3 flex flex-wrap gap-2">
          {fellow.specialties.map((s) => (
            <li key={s}>
              <Link
                to="/fellow-directory"
                search={{ specialty: specialtySlug(s) }}
                hash="fellows"
                className="btn-secondary px-3 py-1 text-sm"
              >
                {s}
              </Link>
            </li>
          ))}
        </ul>
      </PanelSection>
      <p className="mt-10">
        <FellowContact fellow={fellow} className="btn-primary" />
      </p>
    </DetailPage>
  );
}
