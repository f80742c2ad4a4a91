import { type ReactNode, useState } from 'react';
import { serverMessage } from '~/client/lib/request-error';
import { toast } from '~/client/lib/toast';
import { tabLabel } from '~/shared/admin-kinds';
import { truncateText } from '~/shared/format';
import { trpc } from '~/client/lib/trpc';
import { EntityFormModal, type FormBody, type FormConfig, type FormMode, type FormSchema, type FormValues } from './entity-form';
import { MediaThumb } from './media-field';
import { useConfirm } from './modal';
import { type ListWords, PagedItems, type PageProcedure, type PageRow, usePagedQuery } from './paged-list';

type CrudMessages = {
  created: string;
  updated: string;
  deleted: string;
  deleteFailed: string;
};

/** A mutation as the actions use it: what it takes is the procedure's input. */
type Mutation<Input> = { mutateAsync: (input: Input) => Promise<unknown> };

/**
 * The save action of a CrudTab from a kind's create/update mutations, typed by the create
 * procedure's input: the update takes the same fields with the id. The forms validate with the
 * kind's shared schema; the procedure validates again on the server. Public pages read the same
 * data, so the whole cache is refreshed after a change (as after a delete, {@link useRemove}).
 */
export function useCrudSave<Input extends object>(mutations: {
  create: Mutation<Input>;
  update: Mutation<NoInfer<Input> & { id: number }>;
}) {
  const utils = trpc.useUtils();
  return async (input: Input, id?: number) => {
    await (id ? mutations.update.mutateAsync({ ...input, id }) : mutations.create.mutateAsync(input));
    await utils.invalidate();
  };
}

type DeleteMessages = Pick<CrudMessages, 'deleted' | 'deleteFailed'>;

/** A kind's delete procedure (`trpc.admin.<kind>.delete`). */
export type DeleteProcedure = { useMutation: () => Mutation<{ id: number }> };

/** The delete of a list's row: the row goes, then the whole cache refreshes. */
export function useRemove(procedure: DeleteProcedure) {
  const utils = trpc.useUtils();
  const mutation = procedure.useMutation();
  return async (id: number) => {
    await mutation.mutateAsync({ id });
    await utils.invalidate();
  };
}

/**
 * The Delete of a list's rows: asked first (`ask` words the question), then the row goes and a
 * toast says so, or why it did not. `deleteButton` is a row's button, named for the row
 * (`label`) and busy while that row is on its way.
 */
export function useConfirmedDelete<T extends { id: number }>(
  remove: (id: number) => Promise<unknown>,
  messages: DeleteMessages,
  ask: (item: T) => { title: string; description: string },
) {
  const confirm = useConfirm();
  const [deleting, setDeleting] = useState<number | null>(null);
  const onDelete = async (item: T) => {
    if (!(await confirm(ask(item)))) return;
    setDeleting(item.id);
    try {
      await remove(item.id);
      toast({ title: messages.deleted });
    } catch (error) {
      toast({
        title: 'Error',
        description: `${messages.deleteFailed}${serverMessage(error) ? ` ${serverMessage(error)}` : ''}`,
        variant: 'destructive',
      });
    } finally {
      setDeleting(null);
    }
  };
  const deleteButton = (item: T, label: string, className = '') => (
    <button
      type="button"
      className={`btn-primary px-3 py-1.5 text-sm ${className}`}
      onClick={() => void onDelete(item)}
      disabled={deleting === item.id}
      aria-label={label}
    >
      {deleting === item.id ? 'Deleting...' : 'Delete'}
    </button>
  );
  return { deleteButton };
}

/**
 * An item as its edit form's values: each of the form's fields from the item's field of that name,
 * a null (an optional field left out) as the empty form has it.
 */
export function itemValues<S extends FormSchema>(
  form: FormConfig<S>,
  item: { [K in keyof FormValues<S>]: FormValues<S>[K] | null },
): FormValues<S> {
  const values = { ...form.empty };
  for (const key of Object.keys(values) as (keyof FormValues<S>)[]) values[key] = item[key] ?? form.empty[key];
  return values;
}

/** A kind's admin procedures (`trpc.admin.<kind>`) as its tab calls them: what create takes, update takes with the id. */
export type KindProcedures<P, Input> = {
  page: P;
  create: { useMutation: () => Mutation<Input> };
  update: { useMutation: () => Mutation<Input & { id: number }> };
  delete: DeleteProcedure;
};

/**
 * The managed kinds' toasts, word for word as the spec gives them (one line a kind, so that a
 * search of the sources finds each message).
 */
const message = (created: string, updated: string, deleted: string, deleteFailed: string): CrudMessages => ({
  created,
  updated,
  deleted,
  deleteFailed,
});
export const CRUD_MESSAGES = {
  content: message('Content created', 'Content updated', 'Content deleted', 'Failed to delete content.'),
  recognition: message('Recognition created', 'Recognition updated', 'Recognition deleted', 'Failed to delete recognition.'),
  arsenal: message(
    'Arsenal resource created',
    'Arsenal resource updated',
    'Arsenal resource deleted',
    'Failed to delete arsenal resource.',
  ),
  // Created and updated as an entry, deleted as an item: the words the club has always used.
  shame: message('Shame entry created', 'Shame entry updated', 'Shame item deleted', 'Failed to delete shame item.'),
  intelligence: message(
    'Intelligence report created',
    'Intelligence report updated',
    'Intelligence report deleted',
    'Failed to delete intelligence report.',
  ),
} satisfies Record<string, CrudMessages>;

type TitledRow<P> = PageRow<P> & { id: number; title: string };

/** What a catalogue kind's tab says and does besides its list and form (the words are the spec's). */
type CatalogueConfig<P, S extends FormSchema> = {
  intro: string;
  search: ListWords;
  emptyText: string;
  /** An item as its edit form's values: every field of the form, named as the schema names it. */
  fromItem: (item: TitledRow<P>) => FormValues<S>;
  renderItem: (item: TitledRow<P>) => ReactNode;
  deleteDescription?: (item: TitledRow<P>) => string;
};

/**
 * The tab of one catalogue kind (exhibitions, recognitions, the Hall of Shame, the arsenal,
 * intelligence reports): a searchable list a page at a time, with Edit and Delete (each delete
 * confirmed first) and the modal create/edit form. Items are named by their title. Its heading is
 * the tab's label (src/shared/admin-kinds.ts), its toasts the kind's CRUD_MESSAGES. `procedures`
 * are the kind's (`trpc.admin.<kind>`): the form's body must fit what they take, which the compiler
 * checks.
 */
export function catalogueTab<P extends PageProcedure<TitledRow<P>>, S extends FormSchema>(
  tab: keyof typeof CRUD_MESSAGES,
  procedures: KindProcedures<P, FormBody<S>>,
  form: FormConfig<S>,
  config: CatalogueConfig<P, S>,
) {
  return function CatalogueTab() {
    return <CrudTab tab={tab} procedures={procedures} form={form} {...config} />;
  };
}

function CrudTab<P extends PageProcedure<TitledRow<P>>, S extends FormSchema>({
  tab,
  procedures,
  intro,
  search,
  emptyText,
  form,
  fromItem,
  renderItem,
  deleteDescription,
}: CatalogueConfig<P, S> & {
  tab: keyof typeof CRUD_MESSAGES;
  procedures: KindProcedures<P, FormBody<S>>;
  form: FormConfig<S>;
}) {
  const messages = CRUD_MESSAGES[tab];
  const { list, query } = usePagedQuery<TitledRow<P>>(procedures.page);
  const save = useCrudSave({ create: procedures.create.useMutation(), update: procedures.update.useMutation() });
  const remove = useRemove(procedures.delete);
  const [formState, setFormState] = useState<FormMode<FormValues<S>> | null>(null);
  const { deleteButton } = useConfirmedDelete<TitledRow<P>>(remove, messages, (item) => ({
    title: `Delete this ${form.noun.toLowerCase()}?`,
    description: deleteDescription?.(item) ?? `"${item.title}" will be removed for good. This cannot be undone.`,
  }));

  const onSave = async (input: FormBody<S>, id?: number) => {
    await save(input, id);
    toast({ title: id ? messages.updated : messages.created });
  };

  return (
    <section aria-labelledby={`${form.noun}-heading`}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${form.noun}-heading`} className="text-3xl font-bold">
            {tabLabel(tab)}
          </h2>
          {intro && <p className="text-ink-soft">{intro}</p>}
        </div>
        <button type="button" className="btn-primary" onClick={() => setFormState({ mode: 'create' })}>
          + Add {form.noun}
        </button>
      </div>
      <PagedItems list={list} query={query} words={search} emptyText={emptyText}>
        {(items) => (
          <ul className="grid gap-4">
            {items.map((item) => (
              <li key={item.id} className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
                <div className="min-w-0 flex-1">{renderItem(item)}</div>
                <div className="flex shrink-0 gap-2">
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1.5 text-sm"
                    onClick={() => setFormState({ mode: 'edit', id: item.id, values: fromItem(item) })}
                    aria-label={`Edit ${item.title}`}
                  >
                    Edit
                  </button>
                  {deleteButton(item, `Delete ${item.title}`)}
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedItems>
      <EntityFormModal config={form} state={formState} onClose={() => setFormState(null)} onSave={onSave} />
    </section>
  );
}

/**
 * How a managed item reads in its list: its picture (when the kind has one), title, a line under it,
 * its badges (the gold one when it is featured), its description and a line of particulars. The
 * title, the featured badge and the description (its first 160 characters) are the item's own
 * unless the kind words them otherwise.
 */
export function ItemSummary({
  item,
  thumb,
  title = item.title,
  lead,
  badges,
  featured = 'Featured',
  extra,
  description = truncateText(item.description ?? '', 160),
  children,
}: {
  item: { title: string; featured: boolean; description?: string };
  /** The picture's address: a kind with pictures passes one ('' when the item has none), others none. */
  thumb?: string;
  title?: ReactNode;
  /** A line under the title (the company, the subtitle). */
  lead?: ReactNode;
  badges: string[];
  /** The gold badge's words, shown when the item is featured. */
  featured?: string;
  /** What follows the badges on their line. */
  extra?: ReactNode;
  description?: string;
  /** The line of particulars: dates, counts, links. */
  children: ReactNode;
}) {
  const text = (
    <div className="min-w-0">
      <h3 className="text-xl font-bold">{title}</h3>
      {lead}
      <div className="mt-1 flex flex-wrap items-center gap-2">
        {badges.map((badge, i) => (
          <span key={`${i}:${badge}`} className="badge">
            {badge}
          </span>
        ))}
        {item.featured && <span className="badge-gold">{featured}</span>}
        {extra}
      </div>
      <p className="mt-2 text-base text-ink-soft">{description}</p>
      <p className="mt-1 text-sm text-sepia">{children}</p>
    </div>
  );
  if (thumb === undefined) return text;
  return (
    <div className="flex gap-4">
      <MediaThumb url={thumb} className="hidden h-20 w-28 shrink-0 sm:block" />
      {text}
    </div>
  );
}
