import { DetailImage } from '../images/image';
import { formatLongDateGB } from '~/shared/format';
import { bullshitBand, bullshitPercent, type IntelligenceReport, reportCategoryLabel } from '~/shared/intelligence';
import { trpc } from '~/client/lib/trpc';
import { BullshitMeter } from './meter';
import { BackLink } from '../page-parts/back-link';
import { CallToAction } from '../page-parts/call-to-action';
import { ItemNotFound } from '../page-parts/detail-page';
import { PageSection, PanelSection } from '../page-parts/page-section';
import type { GlyphName } from '~/client/components/page-parts/glyph';
import { MarkList } from '~/client/components/page-parts/mark-list';

/** /intelligence/{id}: drafts and strangers are not found (D13); the route's loader decides. */
export function IntelligenceDetailPage({ id }: { id: number }) {
  const [report] = trpc.public.intelligence.byId.useSuspenseQuery({ id });
  return <Report report={report} />;
}

export function IntelligenceNotFound() {
  return (
    <ItemNotFound
      title="Intelligence Report Not Found"
      text="This dossier is either classified, unpublished, or was never written."
      backTo="/intelligence"
      backLabel="Return to Intelligence Reports"
    />
  );
}

function Report({ report }: { report: IntelligenceReport }) {
  const sourceDate = report.sourceDate ? formatLongDateGB(report.sourceDate) : null;
  const percent = bullshitPercent(report.bullshitMeter);
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <BackLink to="/intelligence" label="Back to Intelligence Reports" />

      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge">{reportCategoryLabel(report.category)}</span>
          {report.featured && <span className="badge-gold">Featured</span>}
          <time dateTime={report.createdAt} className="text-base text-sepia">
            {formatLongDateGB(report.createdAt)}
          </time>
        </div>
        <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{report.title}</h1>
        {report.subtitle && <p className="mt-2 text-xl italic text-ink-soft">{report.subtitle}</p>}
        <p className="mt-3 text-base">
          Source:{' '}
          {/^https?:\/\//i.test(report.sourceUrl) ? (
            <a href={report.sourceUrl} target="_blank" rel="noopener noreferrer">
              {report.sourceTitle}
            </a>
          ) : (
            <span>{report.sourceTitle}</span>
          )}
          {sourceDate && <span className="text-sepia"> ({sourceDate})</span>}
        </p>
      </header>

      <div className="card mt-6 p-5">
        <BullshitMeter score={report.bullshitMeter} size="large" />
      </div>

      <DetailImage src={report.imageUrl} height={500} className="mt-6 aspect-[8/5]" />

      <PanelSection id="summary-title" title="Executive Summary" className="card mt-6 border-l-4 border-l-burgundy p-5 sm:p-6">
        <p className="mt-3 text-lg">{report.summary}</p>
        <p className="mt-4 border-t border-gold/40 pt-3 text-base text-sepia">
          Analysed source: <em>{report.sourceTitle}</em>
          {sourceDate ? `, published ${sourceDate}` : ''}.
        </p>
      </PanelSection>

      <PageSection id="analysis-title" title="Detailed Analysis" className="mt-8">
        <div className="ornament !mx-0" />
        {/* Rich text is sanitised on the server when written (D7). */}
        <div className="rich-text text-lg" dangerouslySetInnerHTML={{ __html: report.content }} />
      </PageSection>

      {report.authorNote && (
        <aside className="mt-8 rounded-sm border-2 border-dashed border-sepia bg-paper p-5" aria-labelledby="analyst-note-title">
          <h2 id="analyst-note-title" className="font-display text-xl font-bold">
            Analyst’s Note
          </h2>
          <div className="rich-text mt-2 text-base" dangerouslySetInnerHTML={{ __html: report.authorNote }} />
        </aside>
      )}

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <FindingsCard id="insights-title" title="Key Insights" mark="lens" items={report.keyInsights} />
        <FindingsCard id="truths-title" title="Hidden Truths" mark="flame" items={report.hiddenTruths} className="border-burgundy/40" />
      </div>

      <PanelSection id="deception-title" title="Deception Assessment" className="card mt-8 p-5 sm:p-6">
        <div className="mt-4 flex justify-between text-sm text-sepia" aria-hidden="true">
          <span>Honest</span>
          <span>Spin</span>
          <span>Manipulation</span>
          <span>Deception</span>
        </div>
        <div
          className="relative mt-1 h-6 w-full overflow-hidden rounded-full border border-ink/30 bg-gradient-to-r from-[#2f6b3a]/25 via-[#a0611f]/25 to-burgundy/30"
          role="meter"
          aria-valuemin={0}
          aria-valuemax={10}
          aria-valuenow={report.bullshitMeter}
          aria-label={`Deception assessment: ${report.bullshitMeter} out of 10`}
        >
          <div className="h-full bg-ink/80" style={{ width: `${percent}%` }} data-testid="deception-bar" />
        </div>
        <p className="mt-3 text-lg">
          <strong className="font-display">{report.bullshitMeter}/10:</strong> {bullshitBand(report.bullshitMeter)}.
        </p>
      </PanelSection>

      <CallToAction
        id="cta-title"
        title="Defend Your Mind. Join the Club."
        text="Members receive every report first, a printed quarterly journal and the right to heckle at symposiums. The Intelligence Desk is funded entirely by people who still read to the end."
        className="mt-10"
        primary={{ to: '/membership-benefits', label: 'See Membership Benefits' }}
        secondary={{ to: '/intelligence', label: 'More Reports' }}
      />
    </article>
  );
}

/** One of the report's two lists of findings, each line after its mark; 'None recorded.' when empty. */
function FindingsCard({
  id,
  title,
  mark,
  items,
  className,
}: {
  id: string;
  title: string;
  mark: GlyphName;
  items: string[];
  className?: string;
}) {
  return (
    <PanelSection id={id} title={title} className={className ? `card ${className} p-5` : 'card p-5'}>
      {items.length ? (
        <MarkList items={items} mark={mark} markClassName="text-burgundy" className="mt-3 space-y-2 text-base" />
      ) : (
        <p className="mt-3 text-base text-sepia">None recorded.</p>
      )}
    </PanelSection>
  );
}
