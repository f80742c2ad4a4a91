import { type ReactNode, useId } from 'react';
import { isSitePath } from '~/shared/analytics';
import { trpc } from '~/client/lib/trpc';
import { ListState } from '../ui/list-state';
import { TabSection } from '../ui/tab-section';
import { Figure, MemberCounts } from '../ui/figure';

type Day = { day: string; views: number; visitors: number };

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A round upper bound for the y axis: 4 equal steps of 1, 2 or 5 times a power of ten. */
export function axisMax(max: number): number {
  if (max <= 4) return 4;
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  return step * 4;
}

/** Views per day as bars, visitors as a line: drawn as SVG, no chart library. */
function ViewsChart({ days }: { days: Day[] }) {
  const titleId = useId();
  const W = 720;
  const H = 260;
  const m = { top: 12, right: 12, bottom: 34, left: 44 };
  const innerW = W - m.left - m.right;
  const innerH = H - m.top - m.bottom;
  const top = axisMax(Math.max(0, ...days.map((d) => d.views)));
  const slot = innerW / days.length;
  const barW = Math.max(2, slot * 0.7);
  const y = (v: number) => m.top + innerH - (v / top) * innerH;
  const ticks = [0, 1, 2, 3, 4].map((i) => (top / 4) * i);
  const total = days.reduce((s, d) => s + d.views, 0);
  const line = days
    .map((d, i) => `${i === 0 ? 'M' : 'L'}${(m.left + slot * i + slot / 2).toFixed(1)},${y(d.visitors).toFixed(1)}`)
    .join(' ');
  return (
    <figure>
      {/* On a phone the chart scrolls sideways rather than shrinking its labels out of sight. */}
      <div className="overflow-x-auto">
        <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full min-w-[560px]" role="img" aria-labelledby={titleId}>
          <title id={titleId}>
            Page views per day for the last {days.length} days: {total} views in all, from {dayLabel.format(asDate(days[0].day))} to{' '}
            {dayLabel.format(asDate(days[days.length - 1].day))}.
          </title>
          {ticks.map((t) => (
            <g key={t}>
              <line x1={m.left} x2={W - m.right} y1={y(t)} y2={y(t)} stroke="#2b2118" strokeOpacity={t === 0 ? 0.6 : 0.15} />
              <text x={m.left - 8} y={y(t) + 5} textAnchor="end" fontSize="14" fill="#4a3b2c">
                {Number.isInteger(t) ? t : t.toFixed(1)}
              </text>
            </g>
          ))}
          {days.map((d, i) => {
            const x = m.left + slot * i + (slot - barW) / 2;
            const h = (d.views / top) * innerH;
            return (
              <g key={d.day} data-testid="chart-bar" data-views={d.views}>
                <rect x={x} y={m.top + innerH - h} width={barW} height={Math.max(h, d.views > 0 ? 1 : 0)} fill="#7a1f2b" rx="1.5">
                  <title>{`${longDay.format(asDate(d.day))}: ${d.views} view${d.views === 1 ? '' : 's'}, ${d.visitors} visitor${d.visitors === 1 ? '' : 's'}`}</title>
                </rect>
                {(i % 5 === 0 || i === days.length - 1) && (
                  <text x={m.left + slot * i + slot / 2} y={H - 10} textAnchor="middle" fontSize="13" fill="#4a3b2c">
                    {dayLabel.format(asDate(d.day))}
                  </text>
                )}
              </g>
            );
          })}
          <path d={line} fill="none" stroke="#b8902f" strokeWidth="2.5" strokeLinejoin="round" />
        </svg>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-5 text-sm text-ink-soft">
        <span className="flex items-center gap-2">
          <span className="inline-block h-3 w-3 rounded-sm bg-burgundy" aria-hidden="true" /> Page views
        </span>
        <span className="flex items-center gap-2">
          <span className="inline-block h-0.5 w-5 bg-gold" aria-hidden="true" /> Visitors (distinct per day)
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * A table of figures a row a day or a month: the first column names the row, the others hold its
 * figures, set right (`bold` names the column in bold); `caption` is for screen readers.
 */
function FiguresTable<T>({
  caption,
  columns,
  bold,
  rows,
  rowKey,
  rowTestId,
  cells,
}: {
  caption?: string;
  columns: string[];
  bold?: string;
  rows: T[];
  rowKey: (row: T) => string;
  rowTestId?: string;
  /** The row's cells, in the columns' order. */
  cells: (row: T) => ReactNode[];
}) {
  const [first, ...figures] = columns;
  const cellClass = (column: string) => (column === first ? undefined : column === bold ? 'text-right font-bold' : 'text-right');
  return (
    <table className="w-full text-left text-base">
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{first}</th>
          {figures.map((head) => (
            <th key={head} scope="col" className="text-right">
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-t border-gold/30" data-testid={rowTestId}>
            {cells(row).map((cell, i) => (
              <td key={columns[i]} className={cellClass(columns[i])}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const pounds = (pence: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);

/** Members (docs/decisions/028): how many in each state now, and per month who joined and what came in. */
function MembersFigures() {
  const query = trpc.admin.members.stats.useQuery(undefined, { staleTime: 0 });
  const data = query.data;
  return (
    <section className="card mt-5 p-4" aria-labelledby="analytics-members-heading">
      <h3 id="analytics-members-heading" className="mb-3 text-xl font-bold">
        Members and income
      </h3>
      <ListState isPending={query.isPending} isError={query.isError} isEmpty={false} emptyText="">
        {data && (
          <>
            <MemberCounts counts={data.counts} compact testId="analytics-members" />
            <div className="overflow-x-auto">
              <FiguresTable
                caption="New members and income (GBP, net of refunds) per month, the last 12 months"
                columns={['Month', 'New members', 'Payments', 'Refunded', 'Income']}
                bold="Income"
                rows={[...data.byMonth].reverse()}
                rowKey={(m) => m.month}
                rowTestId="analytics-month"
                cells={(m) => [
                  monthLabel.format(new Date(`${m.month}-01T00:00:00Z`)),
                  m.joined,
                  m.payments,
                  pounds(m.refunded),
                  pounds(m.income),
                ]}
              />
            </div>
          </>
        )}
      </ListState>
    </section>
  );
}

/**
 * A top page's path: a link to that page of this site, or plain text when it is not a path of
 * this site (a view recorded before only such paths were, docs/decisions/038): never a link elsewhere.
 */
export function TopPagePath({ path }: { path: string }) {
  const className = 'truncate font-mono text-base';
  if (!isSitePath(path)) return <span className={className}>{path}</span>;
  return (
    <a href={path} target="_blank" rel="noopener noreferrer" className={className}>
      {path}
    </a>
  );
}

/** Analytics (D10): first-party, cookie-less page views; and the members' figures (docs/decisions/028). */
export function AnalyticsTab() {
  const query = trpc.admin.analytics.summary.useQuery();
  const data = query.data;
  const busiest = data?.days.reduce((best, d) => (d.views > best.views ? d : best), data.days[0]);
  const topMax = Math.max(1, ...(data?.topPages.map((p) => p.views) ?? [1]));
  return (
    <TabSection
      tab="analytics"
      intro="Page views of the last 30 days, counted by the club itself: no cookies, no addresses kept, and visitors asking not to be tracked are not counted."
    >
      <ListState isPending={query.isPending} isError={query.isError} isEmpty={false} emptyText="">
        {data && (
          <>
            <div className="mb-5 grid gap-4 sm:grid-cols-3">
              <Figure label="Views, 30 days">{data.totalViews.toLocaleString('en-GB')}</Figure>
              <Figure label="Views today">{data.days[data.days.length - 1].views.toLocaleString('en-GB')}</Figure>
              <Figure label="Busiest day" size="text-xl">
                {busiest && busiest.views > 0 ? `${dayLabel.format(asDate(busiest.day))} (${busiest.views})` : '—'}
              </Figure>
            </div>
            <div className="card p-4">
              <h3 className="mb-3 text-xl font-bold">Views per day</h3>
              <ViewsChart days={data.days} />
              <details className="mt-3">
                <summary className="cursor-pointer font-display font-bold text-burgundy">Show the figures as a table</summary>
                <div className="mt-2 max-h-72 overflow-y-auto">
                  <FiguresTable
                    columns={['Day', 'Views', 'Visitors']}
                    rows={data.days}
                    rowKey={(d) => d.day}
                    cells={(d) => [longDay.format(asDate(d.day)), d.views, d.visitors]}
                  />
                </div>
              </details>
            </div>
            <div className="card mt-5 p-4">
              <h3 className="mb-3 text-xl font-bold">Top pages</h3>
              {data.topPages.length === 0 ? (
                <p className="text-ink-soft">No page views in the last 30 days.</p>
              ) : (
                <ol className="grid gap-2">
                  {data.topPages.map((p) => (
                    <li key={p.path} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3">
                      <TopPagePath path={p.path} />
                      <span className="font-bold">{p.views.toLocaleString('en-GB')}</span>
                      <div className="col-span-2 h-2 rounded-full bg-parchment-dark" aria-hidden="true">
                        <div className="h-2 rounded-full bg-burgundy" style={{ width: `${(p.views / topMax) * 100}%` }} />
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </>
        )}
      </ListState>
      <MembersFigures />
    </TabSection>
  );
}
