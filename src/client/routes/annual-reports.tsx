import { createFileRoute } from '@tanstack/react-router';
import { ClubPage } from '../components/page-parts/club-page';
import { staticHead } from '../lib/route-data';
import { TextList } from '../components/page-parts/text-list';

export const Route = createFileRoute('/annual-reports')({
  head: staticHead,
  component: AnnualReportsPage,
});

type AnnualReport = { year: number; title: string; status: 'Published'; highlights: string[]; downloadUrl: string; description: string };

const REPORTS: AnnualReport[] = [
  {
    year: 2024,
    title: 'The Year of Thinking Dangerously',
    status: 'Published',
    description: 'Membership soared as the public discovered that chatbots cannot, in fact, be trusted with the wedding speech.',
    highlights: [
      'Membership passed 2,800 Fellows',
      'Hall of Shame expanded to a second corridor',
      'First Reality Readiness examinations held',
    ],
    downloadUrl: '/reports/annual-report-2024.pdf',
  },
  {
    year: 2023,
    title: 'The Great Chatbot Panic',
    status: 'Published',
    description: 'A year of emergency symposiums, strongly worded letters and unprecedented demand for pencils.',
    highlights: ['Twelve new exhibitions opened', 'Cognitive self-defence classes launched', 'The boiler was repaired, briefly'],
    downloadUrl: '/reports/annual-report-2023.pdf',
  },
  {
    year: 2022,
    title: 'Quiet Before the Storm',
    status: 'Published',
    description: 'The Club continued its traditional work of admiring long division, little suspecting what 2023 held.',
    highlights: ['Memory Palace exhibition restored', 'Seven research papers published', 'Annual crossword dispute settled (narrowly)'],
    downloadUrl: '/reports/annual-report-2022.pdf',
  },
  {
    year: 2021,
    title: 'Thinking at a Distance',
    status: 'Published',
    description: 'Fellows met by letter and telephone, and discovered that a good argument survives any distance.',
    highlights: ['Correspondence debates held by post', 'Archive digitisation begun, by hand', 'First online exhibition opened'],
    downloadUrl: '/reports/annual-report-2021.pdf',
  },
];

const STATS = [
  ['147', 'exhibitions'],
  ['2,847', 'members'],
  ['23', 'papers'],
  ['1M+', 'lives touched'],
] as const;

function AnnualReportsPage() {
  const download = (report: AnnualReport) =>
    window.alert(`The ${report.year} Annual Report would be downloaded here. This is a demonstration: no PDF is on file.`);
  return (
    <ClubPage
      eyebrow="Accounts and Achievements"
      title="Annual Reports"
      intro="The Club’s yearly record of its work, audited by a human accountant with a sharp pencil."
    >
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4" aria-label="Cumulative achievements">
        {STATS.map(([figure, label]) => (
          <li key={label} className="card p-4 text-center">
            <span className="block font-display text-3xl font-bold text-burgundy">{figure}</span>
            <span className="text-base text-ink-soft">{label}</span>
          </li>
        ))}
      </ul>
      <ol className="mt-10 space-y-6">
        {REPORTS.map((report) => (
          <li key={report.year} className="card p-6" data-testid="annual-report">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-2xl font-bold">
                {report.year}: {report.title}
              </h2>
              <span className="badge">{report.status}</span>
            </div>
            <p className="mt-2 text-ink-soft">{report.description}</p>
            <TextList items={report.highlights} className="mt-3 list-disc space-y-1 pl-6 text-base" />
            <button
              type="button"
              className="btn-secondary mt-4"
              onClick={() => download(report)}
              aria-label={`Download PDF of the ${report.year} Annual Report`}
            >
              Download PDF
            </button>
          </li>
        ))}
      </ol>
      <section
        className="mt-10 rounded-sm border-4 border-double border-gold bg-ink p-6 text-center text-parchment"
        aria-labelledby="report-2025"
      >
        <h2 id="report-2025" className="text-2xl font-bold text-gold-light">
          The 2025 Report: In Progress
        </h2>
        <p className="mt-3 text-parchment/90">
          Our Secretary is composing it now, longhand, and declines all offers of help from anything with a power cable.
        </p>
        {/* No mailing list is kept: the updates are the Club's RSS feed of new exhibitions and reports, which a feed reader follows. */}
        <a href="/feed.xml" type="application/rss+xml" className="btn-gold mt-5">
          Subscribe to Updates
        </a>
        <p className="mt-3 text-base text-parchment/90">
          The Club’s RSS feed: new exhibitions and intelligence reports, read with any feed reader. No address is asked for.
        </p>
      </section>
    </ClubPage>
  );
}
