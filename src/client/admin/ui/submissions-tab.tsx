import { type ReactNode, useState } from 'react';
import { serverMessage } from '../../lib/request-error';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ListState } from './list-state';
import { useConfirm } from './modal';
import type { Paging } from './crud-tab';
import { emptyText as searchEmptyText, ListSearch, Pager, useClampedPage } from './paged-list';
import type { ExportKind } from '../../../shared/admin-kinds';

/** The delete action of a submission list: the row goes, then the submission lists refresh. */
export function useSubmissionRemove(mutation: { mutateAsync: (input: { id: number }) => Promise<unknown> }) {
  const utils = trpc.useUtils();
  return async (id: number) => {
    await mutation.mutateAsync({ id });
    await utils.admin.submissions.invalidate();
  };
}

/** The tab of one kind of submission (contact forms, supporters, D15 forms), as CrudTab is for the managed kinds: a read-and-delete list of what visitors sent. */
export function SubmissionsTab<T extends { id: number }>({
  heading,
  intro,
  noun,
  items,
  isPending,
  isError,
  emptyText,
  itemLabel,
  render,
  remove,
  deleted,
  deleteFailed,
  paging,
  exportKind,
}: {
  heading: string;
  intro: string;
  noun: string;
  items: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  emptyText: string;
  itemLabel: (item: T) => string;
  render: (item: T) => ReactNode;
  remove: (id: number) => Promise<unknown>;
  deleted: string;
  deleteFailed: string;
  paging: Paging;
  /** The CSV download of this list (docs/decisions/015). */
  exportKind: ExportKind;
}) {
  const confirm = useConfirm();
  const [busy, setBusy] = useState<number | null>(null);
  useClampedPage(paging.list, paging.info);
  const onDelete = async (item: T) => {
    if (!(await confirm({ title: `Delete this ${noun}?`, description: `The ${noun} from ${itemLabel(item)} will be removed for good.` })))
      return;
    setBusy(item.id);
    try {
      await remove(item.id);
      toast({ title: deleted });
    } catch (error) {
      toast({
        title: 'Error',
        description: `${deleteFailed}${serverMessage(error) ? ` ${serverMessage(error)}` : ''}`,
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-label={heading}>
      <h2 className="text-3xl font-bold">
        {heading} {paging.info && <span className="text-xl font-normal text-sepia">({paging.info.total})</span>}
      </h2>
      <p className="mb-5 text-ink-soft">{intro}</p>
      <ListSearch list={paging.list} label={paging.searchLabel} placeholder={paging.searchPlaceholder} exportKind={exportKind} />
      <ListState isPending={isPending} isError={isError} isEmpty={items?.length === 0} emptyText={searchEmptyText(paging.list, emptyText)}>
        <ul className="grid gap-4">
          {items?.map((item) => (
            <li key={item.id} className="card p-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 flex-1">{render(item)}</div>
                <button
                  type="button"
                  className="btn-primary shrink-0 self-start px-3 py-1.5 text-sm"
                  disabled={busy === item.id}
                  onClick={() => void onDelete(item)}
                  aria-label={`Delete the ${noun} from ${itemLabel(item)}`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <Pager list={paging.list} info={paging.info} noun={paging.noun} />
    </section>
  );
}
