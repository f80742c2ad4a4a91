import { type ReactNode, useState } from 'react';
import { serverMessage } from '../../lib/request-error';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { EntityFormModal, type FormBody, type FormConfig, type FormMode, type FormSchema, type FormValues } from './entity-form';
import { useConfirm } from './modal';
import { type ListWords, PagedItems, type PagedList, type PageQuery } from './paged-list';

type CrudMessages = {
  created: string;
  updated: string;
  deleted: string;
  deleteFailed: string;
};

/** A mutation as the actions use it: what it takes is the procedure's input. */
type Mutation<Input> = { mutateAsync: (input: Input) => Promise<unknown> };

/**
 * The save and remove actions of a CrudTab from a kind's create/update/delete mutations, typed
 * by the create procedure's input: the update takes the same fields with the id. The forms
 * validate with the kind's shared schema; the procedure validates again on the server. Public
 * pages read the same data, so the whole cache is refreshed after a change.
 */
export function useCrudActions<Input extends object>(mutations: {
  create: Mutation<Input>;
  update: Mutation<NoInfer<Input> & { id: number }>;
  remove: Mutation<{ id: number }>;
}) {
  const utils = trpc.useUtils();
  return {
    save: async (input: Input, id?: number) => {
      await (id ? mutations.update.mutateAsync({ ...input, id }) : mutations.create.mutateAsync(input));
      await utils.invalidate();
    },
    remove: async (id: number) => {
      await mutations.remove.mutateAsync({ id });
      await utils.invalidate();
    },
  };
}

type DeleteMessages = Pick<CrudMessages, 'deleted' | 'deleteFailed'>;

/**
 * The Delete of a list's rows: asked first (`ask` words the question), then the row goes and a
 * toast says so, or why it did not. `deleting` is the row on its way, for its button.
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
  return { deleting, onDelete };
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

/**
 * A tab that manages one kind: a searchable list a page at a time, with Edit and Delete (each
 * delete confirmed first) and the modal create/edit form.
 */
export function CrudTab<T extends { id: number }, S extends FormSchema>({
  heading,
  intro,
  list,
  query,
  search,
  emptyText,
  form,
  fromItem,
  itemTitle,
  renderItem,
  deleteDescription,
  messages,
  save,
  remove,
}: {
  heading: string;
  intro?: string;
  list: PagedList;
  query: PageQuery<T>;
  search: ListWords;
  emptyText: string;
  form: FormConfig<S>;
  /** An item as its edit form's values: every field of the form, named as the schema names it. */
  fromItem: (item: T) => FormValues<S>;
  itemTitle: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  deleteDescription?: (item: T) => string;
  messages: CrudMessages;
  /** Sends what the form validated: the tab's save takes the procedure's input, which it must fit. */
  save: (input: FormBody<S>, id?: number) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}) {
  const [formState, setFormState] = useState<FormMode<FormValues<S>> | null>(null);
  const { deleting, onDelete } = useConfirmedDelete<T>(remove, messages, (item) => ({
    title: `Delete this ${form.noun.toLowerCase()}?`,
    description: deleteDescription?.(item) ?? `"${itemTitle(item)}" will be removed for good. This cannot be undone.`,
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
            {heading}
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
                    aria-label={`Edit ${itemTitle(item)}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn-primary px-3 py-1.5 text-sm"
                    onClick={() => void onDelete(item)}
                    disabled={deleting === item.id}
                    aria-label={`Delete ${itemTitle(item)}`}
                  >
                    {deleting === item.id ? 'Deleting...' : 'Delete'}
                  </button>
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
