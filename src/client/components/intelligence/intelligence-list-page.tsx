import { Link } from '@tanstack/react-router';
import { CoverImage } from '../images/image';
import { formatLongDateGB } from '~/shared/format';
import { type IntelligenceReport, reportCategoryLabel } from '~/shared/intelligence';
import { trpc } from '~/client/lib/trpc';
import { BullshitMeter } from './meter';
import { PageSection } from '../page-parts/page-section';
import { PageTitle } from '../page-parts/page-title';
import { Pager } from '../page-parts/pager';
import { CardTitle } from '../content/exhibition-card';

/** /intelligence: published reports only (D13), Featured above the Archive. */
export function IntelligenceListPage({ page }: { page: number | undefined }) {
  const list = trpc.public.intelligence.page.useQuery({ page });
  const reports = list.data?.items ?? [];
  const featured = reports.filter((r) => r.featured);
  const archive = reports.filter((r) => !r.featured);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageTitle
        eyebrow="The Intelligence Desk"
        title="Intelligence Reports"
        intro={
          <>
            Our analysts read the memos, white papers and product launches so that you need not, and measure each one on the Club’s patented
            Bullshit Meter. Calibrated by hand, annually, with a tuning fork.
          </>
        }
      />

      {list.isPending ? (
        <div
          className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label="Loading reports"
          data-testid="reports-skeleton"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="card space-y-3 p-5">
              {/* A report card's shape: category, title, two lines of summary and the meter. */}
              {['h-5 w-28', 'h-7 w-3/4', 'h-4 w-full', 'h-4 w-5/6', 'h-3 w-full'].map((size) => (
                <div key={size} className={`skeleton ${size}`} />
              ))}
            </div>
          ))}
        </div>
      ) : reports.length === 0 ? (
        <div className="card mx-auto mt-10 max-w-xl p-10 text-center">
          <h2 className="text-3xl font-bold">Intelligence Gathering in Progress</h2>
          <p className="mt-3 text-ink-soft">
            Our analysts are in the field with notebooks and very sharp pencils. The first reports will be published here once they have
            been read twice and believed once.
          </p>
        </div>
      ) : (
        <>
          {featured.length > 0 && (
            <PageSection id="featured-reports" title="Featured Intelligence" className="mt-10">
              <div className={`mt-6 grid gap-6 ${featured.length > 1 ? 'lg:grid-cols-2' : ''}`}>
                {featured.map((r) => (
                  <ReportCard key={r.id} report={r} featured wide={featured.length === 1} />
                ))}
              </div>
            </PageSection>
          )}
          {archive.length > 0 && (
            <PageSection id="archive-reports" title="Archive" className="mt-12">
              <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {archive.map((r) => (
                  <ReportCard key={r.id} report={r} />
                ))}
              </div>
            </PageSection>
          )}
          <Pager page={page ?? 1} pageCount={list.data?.pageCount ?? 1} label="Report pages" />
        </>
      )}
    </div>
  );
}

function ReportCard({ report, featured = false, wide = false }: { report: IntelligenceReport; featured?: boolean; wide?: boolean }) {
  return (
    <article
      className={`card flex flex-col overflow-hidden ${featured ? 'border-2 border-gold' : ''} ${wide ? 'lg:flex-row' : ''}`}
      data-testid="report-card"
    >
      <CoverImage
        src={report.imageUrl}
        height={500}
        sizes={
          wide
            ? '(min-width: 1280px) 608px, (min-width: 1024px) calc(50vw - 32px), calc(100vw - 32px)'
            : '(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 768px) calc((100vw - 56px) / 2), calc(100vw - 32px)'
        }
        className={`aspect-[8/5] w-full border-b border-gold/60 plaque-fit ${wide ? 'lg:aspect-auto lg:w-1/2 lg:border-b-0 lg:border-r' : ''}`}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge">{reportCategoryLabel(report.category)}</span>
          {featured && <span className="badge-gold">Featured</span>}
        </div>
        <CardTitle
          className={`font-bold ${featured ? 'text-2xl' : 'text-xl'}`}
          to="/intelligence/$id"
          id={report.id}
          title={report.title}
        />
        {report.subtitle && <p className="italic text-ink-soft">{report.subtitle}</p>}
        <p className="flex-1 text-base text-ink-soft">{report.summary}</p>
        <BullshitMeter score={report.bullshitMeter} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <time dateTime={report.createdAt} className="text-sm text-sepia">
            {formatLongDateGB(report.createdAt)}
          </time>
          <Link
            to="/intelligence/$id"
            params={{ id: String(report.id) }}
            className="btn-primary px-4 py-2 text-sm"
            aria-label={`Read the report: ${report.title}`}
          >
            Read Report
          </Link>
        </div>
      </div>
    </article>
  );
}
