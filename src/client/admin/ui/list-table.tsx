import type { ReactNode } from 'react';
import { ListState } from './list-state';
import type { PageQuery } from './paged-list';

/**
 * Where a table's rows come from: a page query (`query`), whose items they are, or a query's state
 * (loading or failed) with the rows read from its answer (`items`: the Outbox's messages).
 */
type Rows<T> = { query: PageQuery<T> } | { state: { isPending: boolean; isError: boolean }; items: T[] | undefined };

/**
 * The rows of an admin list (Outbox, Payments, Audit Log, Members) with its loading, error and empty
 * states: a table with a caption for screen readers, a row an item (`row` gives its cells). Given
 * `card`, small screens show each item as a card instead and the table shows from md up.
 */
export function ListTable<T extends { id: number }>(
  props: Rows<T> & {
    emptyText: string;
    caption: string;
    /** The column heads. */
    columns: string[];
    /** The head of the column of figures, set right. */
    figures?: string;
    /** The head of a column that only screen readers read (a column of buttons). */
    unseen?: string;
    /** The cells of an item's row. */
    row: (item: T) => ReactNode;
    /** The table's least width: a min-width class of an arbitrary value (Tailwind reads comments too, so not spelled out). */
    tableClassName: string;
    tableTestId?: string;
    /** Rows whose cells may run to several lines align them at the top. */
    topAligned?: boolean;
    rowTestId?: string;
    /** What an item's card holds, on small screens. */
    card?: (item: T) => ReactNode;
    cardTestId?: string;
  },
) {
  const {
    emptyText,
    caption,
    columns,
    figures,
    unseen,
    row,
    tableClassName,
    tableTestId,
    topAligned = false,
    rowTestId,
    card,
    cardTestId,
  } = props;
  const state = 'query' in props ? props.query : props.state;
  const items = 'query' in props ? props.query.data?.items : props.items;
  const table = (
    <table className={`w-full ${tableClassName} border-collapse text-left text-base`} data-testid={tableTestId}>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-ink text-parchment">
        <tr>
          {columns.map((head) => (
            <th key={head} scope="col" className={head === figures ? 'px-3 py-2 text-right font-display' : 'px-3 py-2 font-display'}>
              {head === unseen ? <span className="sr-only">{head}</span> : head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items?.map((item) => (
          <tr
            key={item.id}
            className={topAligned ? 'border-t border-gold/40 align-top odd:bg-parchment/40' : 'border-t border-gold/40 odd:bg-parchment/40'}
            data-testid={rowTestId}
          >
            {row(item)}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <ListState isPending={state.isPending} isError={state.isError} isEmpty={items?.length === 0} emptyText={emptyText}>
      {card ? (
        <>
          <ul className="grid gap-3 md:hidden">
            {items?.map((item) => (
              <li key={item.id} className="card p-4" data-testid={cardTestId}>
                {card(item)}
              </li>
            ))}
          </ul>
          <div className="card hidden overflow-x-auto md:block">{table}</div>
        </>
      ) : (
        <div className="card overflow-x-auto">{table}</div>
      )}
    </ListState>
  );
}
