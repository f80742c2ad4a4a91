import { keepPreviousData } from '@tanstack/react-query';
import { exportUrl } from '~/shared/admin-lists';
import { formatShortDate } from '~/shared/format';
import { MEMBER_STATUS_LABELS, MEMBER_STATUSES, type MemberStatus } from '~/shared/members';
import { MEMBERSHIP_TYPES, type MembershipType, PLANS } from '~/shared/plans';
import { trpc } from '~/client/lib/trpc';
import { ListTable } from '../ui/list-table';
import { emptyText, ListFilter, ListSearch, Pager, useClampedPage, useFilteredList } from '../ui/paged-list';
import { TabSection } from '../ui/tab-section';
import { MemberCounts } from '../ui/figure';

const planName = (type: string) => (type in PLANS ? PLANS[type as MembershipType].name : type);
const STATUS_STYLE: Record<MemberStatus, string> = {
  active: 'badge-gold',
  expiring: 'badge border-burgundy text-burgundy',
  lapsed: 'badge',
  refunded: 'badge',
};

/**
 * Members (docs/decisions/028): one per person, made and extended by their payments; filtered by
 * state and plan, searched, downloaded as CSV with the same filters.
 */
export function MembersTab() {
  const paged = useFilteredList<{ status?: MemberStatus; plan?: MembershipType }>({});
  const { status, plan } = paged.filters;
  const query = trpc.admin.members.page.useQuery(
    paged.input,
    // States move with the clock, and payments elsewhere change members: never a cached page.
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
  useClampedPage(paged, query.data);
  const data = query.data;
  const csv = exportUrl('members', paged.q, { status, plan });
  return (
    <TabSection
      tab="members"
      total={data?.total}
      intro="One member per email address, made by a payment and extended a year by each renewal. Reminders go out 30 and 7 days before the end, and once it has lapsed."
    >
      {data && <MemberCounts counts={data.counts} testId="members-count" />}
      <ListSearch list={paged} label="Search members" placeholder="Email, name or plan">
        <ListFilter
          list={paged}
          name="status"
          label="State"
          every="Every state"
          options={MEMBER_STATUSES}
          optionLabel={(s) => MEMBER_STATUS_LABELS[s]}
        />
        <ListFilter
          list={paged}
          name="plan"
          label="Plan"
          every="Every plan"
          options={MEMBERSHIP_TYPES}
          optionLabel={(p) => PLANS[p].name}
        />
      </ListSearch>
      <p className="-mt-2 mb-4">
        <a className="btn-secondary px-3 py-2.5 text-sm" href={csv} download data-testid="export-csv">
          {paged.q || status || plan ? 'Download these as CSV' : 'Download all as CSV'}
        </a>
      </p>
      <ListTable
        query={query}
        emptyText={status || plan ? 'No members match these filters.' : emptyText(paged, 'No members yet: a payment makes one.')}
        caption="Members, newest first"
        tableClassName="min-w-[720px]"
        columns={['Member', 'Plan', 'State', 'Joined', 'Current period', 'Payments']}
        figures="Payments"
        rowTestId="member-row"
        row={(m) => (
          <>
            <td className="px-3 py-2">
              <span className="block font-bold">{m.firstName ?? '—'}</span>
              <a className="[overflow-wrap:anywhere]" href={`mailto:${m.email}`}>
                {m.email}
              </a>
            </td>
            <td className="px-3 py-2">{planName(m.plan)}</td>
            <td className="px-3 py-2">
              <span className={STATUS_STYLE[m.status]}>{MEMBER_STATUS_LABELS[m.status]}</span>
            </td>
            <td className="whitespace-nowrap px-3 py-2">{formatShortDate(m.firstJoinedAt)}</td>
            <td className="whitespace-nowrap px-3 py-2">
              {formatShortDate(m.periodStart)} – {formatShortDate(m.periodEnd)}
            </td>
            <td className="px-3 py-2 text-right">{m.payments}</td>
          </>
        )}
      />
      <Pager list={paged} info={data} noun="members" />
    </TabSection>
  );
}
