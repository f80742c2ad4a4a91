import { keepPreviousData } from '@tanstack/react-query';
import { auditKindLabel } from '~/shared/admin-kinds';
import { auditSummary } from '~/shared/audit-log';
import { trpc } from '~/client/lib/trpc';
import { ListTable } from '../ui/list-table';
import { emptyText, ListFilter, ListSearch, Pager, useClampedPage, useFilteredList } from '../ui/paged-list';
import { TabSection } from '../ui/tab-section';

/** To the second: several entries often share a minute. */
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** Removals and failed logins stand out from the rest. */
const badgeFor = (action: string) => (action === 'login-failed' || action === 'delete' || action === 'reject' ? 'badge' : 'badge-gold');

/**
 * Audit Log (docs/decisions/015): every admin write, newest first, filtered by administrator and kind.
 * Read only: nothing here (or anywhere in the app) changes or removes an entry.
 */
export function AuditLogTab() {
  const paged = useFilteredList<{ admin?: string; kind?: string }>({});
  const query = trpc.admin.auditLog.list.useQuery(
    paged.input,
    // Every other tab's writes add entries without touching this query: never trust a cached page
    // (the panel's default is to keep answers until a write invalidates them).
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
  useClampedPage(paged, query.data);
  const data = query.data;
  return (
    <TabSection
      tab="audit"
      total={data?.total}
      intro="Who changed what, and when: every sign-in, creation, edit, deletion, moderation, upload and export. Entries cannot be edited or deleted."
    >
      <ListSearch list={paged} label="Search the log" placeholder="Email, action, title, file or address">
        <ListFilter list={paged} name="admin" label="Administrator" every="Everyone" options={data?.admins} />
        <ListFilter list={paged} name="kind" label="Kind" every="Every kind" options={data?.kinds} optionLabel={auditKindLabel} />
      </ListSearch>
      <ListTable
        query={query}
        emptyText={emptyText(paged, 'Nothing recorded yet.')}
        caption="Audit log entries, newest first"
        tableClassName="min-w-[640px]"
        tableTestId="audit-log"
        columns={['When', 'Who', 'What', 'Which', 'Address']}
        topAligned
        rowTestId="audit-entry"
        row={(e) => (
          <>
            <td className="whitespace-nowrap px-3 py-2">
              <time dateTime={e.createdAt}>{when(e.createdAt)}</time>
            </td>
            <td className="px-3 py-2">{e.adminEmail}</td>
            <td className="px-3 py-2">
              <span className={badgeFor(e.action)}>{auditSummary(e.kind, e.action)}</span>
            </td>
            <td className="px-3 py-2 break-words">
              {e.entityId !== null && <span className="font-bold">#{e.entityId} </span>}
              {e.detail}
            </td>
            <td className="whitespace-nowrap px-3 py-2 text-sm text-sepia">{e.ip}</td>
          </>
        )}
        cardTestId="audit-card"
        card={(e) => (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className={badgeFor(e.action)}>{auditSummary(e.kind, e.action)}</span>
              <time dateTime={e.createdAt} className="text-sm text-sepia">
                {when(e.createdAt)}
              </time>
            </div>
            <p className="mt-1 [overflow-wrap:anywhere]">{e.adminEmail}</p>
            {(e.entityId !== null || e.detail) && (
              <p className="break-words text-ink-soft">
                {e.entityId !== null && <span className="font-bold">#{e.entityId} </span>}
                {e.detail}
              </p>
            )}
            <p className="text-sm text-sepia">From {e.ip}</p>
          </>
        )}
      />
      <Pager list={paged} info={data} noun="entries" />
    </TabSection>
  );
}
