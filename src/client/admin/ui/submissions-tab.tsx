import type { ReactNode } from 'react';
import { type DeleteProcedure, useConfirmedDelete, useRemove } from './crud-tab';
import { type ListWords, PagedItems, type PageProcedure, type PageRow, usePagedQuery } from './paged-list';
import { type AdminTabKey, tabExport } from '~/shared/admin-kinds';
import { TabSection } from './tab-section';

type Row<P> = PageRow<P> & { id: number };

/**
 * The tab of one kind of submission (contact forms, supporters, D15 forms), as CrudTab is for the
 * managed kinds: a read-and-delete list of what visitors sent. Its heading and CSV download are the
 * tab's in the shared list of kinds (src/shared/admin-kinds.ts). `noun` names one ("application"):
 * it words the delete question and its toasts ("Application deleted", "Failed to delete application.").
 */
export function SubmissionsTab<P extends PageProcedure<Row<P>>>({
  tab,
  page,
  remove: removeProcedure,
  intro,
  noun,
  search,
  emptyText,
  itemLabel,
  render,
}: {
  tab: AdminTabKey;
  /** The kind's page procedure (`trpc.admin.submissions.<kind>Page`). */
  page: P;
  /** The kind's delete procedure. */
  remove: DeleteProcedure;
  intro: string;
  noun: string;
  search: ListWords;
  emptyText: string;
  itemLabel: (item: Row<P>) => string;
  render: (item: Row<P>) => ReactNode;
}) {
  const { list, query } = usePagedQuery<Row<P>>(page);
  const remove = useRemove(removeProcedure);
  const messages = { deleted: `${noun[0].toUpperCase()}${noun.slice(1)} deleted`, deleteFailed: `Failed to delete ${noun}.` };
  const { deleteButton } = useConfirmedDelete<Row<P>>(remove, messages, (item) => ({
    title: `Delete this ${noun}?`,
    description: `The ${noun} from ${itemLabel(item)} will be removed for good.`,
  }));
  return (
    <TabSection tab={tab} total={query.data?.total} intro={intro}>
      <PagedItems list={list} query={query} words={search} emptyText={emptyText} exportKind={tabExport(tab)}>
        {(items) => (
          <ul className="grid gap-4">
            {items.map((item) => (
              <li key={item.id} className="card p-4">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 flex-1">{render(item)}</div>
                  {deleteButton(item, `Delete the ${noun} from ${itemLabel(item)}`, 'shrink-0 self-start')}
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedItems>
    </TabSection>
  );
}
