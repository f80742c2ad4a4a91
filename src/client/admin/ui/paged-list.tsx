import { keepPreviousData } from '@tanstack/react-query';
import type { InferQueryLikeData } from '@trpc/react-query/shared';
import { type ReactNode, useEffect, useState } from 'react';
import type { ExportKind } from '~/shared/admin-kinds';
import { exportUrl } from '~/shared/admin-lists';
import { ListState } from './list-state';
import { Labelled } from './fields';
import { Options } from '~/client/lib/schema-form';

/** A list's filters by name (the Audit Log's administrator and kind): one not chosen is left out of the query. */
type Filters = { [name: string]: string | undefined };

/**
 * The paging, search and filter state of one admin list (docs/decisions/015): the page asked of the
 * server, the search, sent a moment after typing stops, and the filters chosen (none at first). A new
 * search or a filter's choice starts again at page 1.
 */
export function useFilteredList<F extends Filters>(initial: F) {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState(initial);
  useEffect(() => {
    const search = text.trim();
    if (search === q) return;
    const timer = setTimeout(() => {
      setQ(search);
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [text, q]);
  const setFilter = <K extends keyof F>(name: K, value: Exclude<F[K], undefined> | undefined) => {
    setFilters((chosen) => ({ ...chosen, [name]: value }));
    setPage(1);
  };
  return { page, setPage, text, setText, q, filters, setFilter, input: { page, ...(q && { q }), ...filters } };
}
export type FilteredList<F extends Filters> = ReturnType<typeof useFilteredList<F>>;

/** A list with no filters, searched and paged. */
export const usePagedList = () => useFilteredList({});

/** What a list's search box, pager and empty text read of its state. */
export type PagedList = Pick<FilteredList<Filters>, 'page' | 'setPage' | 'text' | 'setText' | 'q'>;

/** A list's page procedure (`trpc.admin.<kind>.page`, or a submission kind's) as a tab asks it for a page. */
export type PageProcedure<T> = {
  useQuery: (input: { page: number; q?: string }, options: { placeholderData: typeof keepPreviousData }) => PageQuery<T>;
};

/**
 * The rows of a tRPC page procedure, read from its declared output: a generic hook cannot infer them
 * from the procedure's overloaded `useQuery`.
 */
export type PageRow<P> = InferQueryLikeData<P> extends { items: (infer T)[] } ? T : never;

/** A list's paging and search state with the page it asks for; the last page stays shown while the next loads. */
export function usePagedQuery<T>(procedure: PageProcedure<T>) {
  const list = usePagedList();
  const query = procedure.useQuery(list.input, { placeholderData: keepPreviousData });
  return { list, query };
}

/** What the pager needs of a page answer. */
export type PageInfo = { page: number; pageCount: number; total: number; pageSize: number };

/** A list's page query as the tabs read it: the page answer (its rows and the pager's numbers) and its state. */
export type PageQuery<T> = { data?: PageInfo & { items: T[] }; isPending: boolean; isError: boolean };

/** The words of a list's search box and pager: its label, its placeholder, and what the pager counts (plural). */
export type ListWords = { label: string; placeholder: string; noun: string };

/** Keeps the list on a page that exists (after deleting the last row of the last page). */
export function useClampedPage(list: PagedList, info: PageInfo | undefined) {
  useEffect(() => {
    if (info && info.pageCount > 0 && list.page > info.pageCount) list.setPage(info.pageCount);
  }, [info, list]);
}

/** The labelled search box of a list, and its CSV download of the same search when the kind has one. */
export function ListSearch({
  list,
  label,
  placeholder,
  exportKind,
  children,
}: {
  list: PagedList;
  label: string;
  placeholder: string;
  exportKind?: ExportKind;
  /** Filters shown before the search box (the Audit Log's administrator and kind). */
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" role="search">
      {children}
      <Labelled label={label} className="min-w-0 flex-1 basis-full sm:basis-auto sm:max-w-md">
        {(id) => (
          <input
            id={id}
            type="search"
            className="field-input"
            value={list.text}
            placeholder={placeholder}
            maxLength={200}
            onChange={(e) => list.setText(e.target.value)}
          />
        )}
      </Labelled>
      {exportKind && (
        <a className="btn-secondary px-3 py-2.5 text-sm" href={exportUrl(exportKind, list.q)} download data-testid="export-csv">
          {list.q ? 'Download these as CSV' : 'Download all as CSV'}
        </a>
      )}
    </div>
  );
}

/**
 * A filter beside a list's search box: a labelled select of `options` (shown as `optionLabel` words
 * them, as they are by default), `every` first for no filter. Its choice is the list's filter `name`.
 */
export function ListFilter<F extends Filters, K extends keyof F & string>({
  list,
  name,
  label,
  every,
  options,
  optionLabel = String,
}: {
  list: Pick<FilteredList<F>, 'filters' | 'setFilter'>;
  name: K;
  label: string;
  every: string;
  options: readonly Exclude<F[K], undefined>[] | undefined;
  optionLabel?: (option: Exclude<F[K], undefined>) => string;
}) {
  return (
    <Labelled label={label} className="w-full sm:w-auto">
      {(id) => (
        <select
          id={id}
          className="field-input w-full sm:w-auto"
          value={list.filters[name] ?? ''}
          onChange={(e) =>
            list.setFilter(
              name,
              options?.find((option) => option === e.target.value),
            )
          }
        >
          <option value="">{every}</option>
          {options && <Options values={options} label={optionLabel} />}
        </select>
      )}
    </Labelled>
  );
}

/** "Page X of Y", the total, and Previous / Next. Hidden while nothing has loaded. `noun` is plural ("payments"). */
export function Pager({ list, info, noun }: { list: PagedList; info: PageInfo | undefined; noun: string }) {
  if (!info) return null;
  const pages = Math.max(1, info.pageCount);
  const current = Math.min(list.page, pages);
  const first = (current - 1) * info.pageSize + 1;
  const last = Math.min(info.total, current * info.pageSize);
  const count = `${info.total} ${info.total === 1 ? noun.replace(/(ies|s)$/, (end) => (end === 'ies' ? 'y' : '')) : noun}`;
  const shown = info.total === 0 ? `no ${noun}` : pages > 1 ? `${first}–${last} of ${count}` : count;
  return (
    <nav aria-label={`${noun} pages`} className="mt-5 flex flex-wrap items-center justify-between gap-3" data-testid="pager">
      <p className="text-base text-ink-soft" aria-live="polite">
        <span className="font-bold text-ink">
          Page {current} of {pages}
        </span>{' '}
        · {shown}
        {list.q && ` matching “${list.q}”`}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm"
          disabled={current <= 1}
          onClick={() => list.setPage(current - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm"
          disabled={current >= pages}
          onClick={() => list.setPage(current + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}

/** The empty-list text: the tab's own, or that nothing matches the search. */
export const emptyText = (list: PagedList, text: string) => (list.q ? `Nothing matches “${list.q}”.` : text);

/**
 * One page of a list with its search box: the loading, error and empty states, the rows as
 * `children` lays them out, and the pager. It keeps the list on a page that exists.
 */
export function PagedItems<T>({
  list,
  query,
  words,
  emptyText: empty,
  exportKind,
  children,
}: {
  list: PagedList;
  query: PageQuery<T>;
  words: ListWords;
  emptyText: string;
  exportKind?: ExportKind;
  children: (items: T[]) => ReactNode;
}) {
  useClampedPage(list, query.data);
  const items = query.data?.items;
  return (
    <>
      <ListSearch list={list} label={words.label} placeholder={words.placeholder} exportKind={exportKind} />
      <ListState isPending={query.isPending} isError={query.isError} isEmpty={items?.length === 0} emptyText={emptyText(list, empty)}>
        {items && children(items)}
      </ListState>
      <Pager list={list} info={query.data} noun={words.noun} />
    </>
  );
}
