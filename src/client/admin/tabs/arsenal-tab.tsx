import { keepPreviousData } from '@tanstack/react-query';
import { ARSENAL_TYPE_LABELS, ARSENAL_TYPES } from '../../../shared/arsenal';
import { arsenalCreateInput } from '../../../shared/schemas/arsenal';
import { formatShortDate, truncateText } from '../../../shared/format';
import { trpc } from '../../lib/trpc';
import { CrudTab, itemValues, useCrudActions } from '../ui/crud-tab';
import { usePagedList } from '../ui/paged-list';
import { entityForm } from '../ui/entity-form';

export const arsenalForm = entityForm(arsenalCreateInput, {
  noun: 'Arsenal Resource',
  saveFailed: 'Failed to save arsenal resource.',
  empty: { title: '', type: 'prompt', category: '', description: '', content: '', previewUrl: '', sourceCredits: '', featured: false },
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    {
      kind: 'select',
      name: 'type',
      label: 'Type',
      required: true,
      half: true,
      options: ARSENAL_TYPES.map((t) => ({ value: t, label: ARSENAL_TYPE_LABELS[t] })),
    },
    { kind: 'text', name: 'category', label: 'Category', required: true, half: true },
    { kind: 'textarea', name: 'description', label: 'Description', required: true, rows: 3 },
    {
      kind: 'textarea',
      name: 'content',
      label: 'Content',
      required: true,
      rows: 8,
      monospace: true,
      help: 'Plain text or JSON: visitors copy it exactly as written.',
    },
    { kind: 'media', name: 'previewUrl', label: 'Preview (image or video)' },
    { kind: 'text', name: 'sourceCredits', label: 'Source credits' },
    { kind: 'checkbox', name: 'featured', label: 'Featured', help: 'Featured resources head the arsenal list.' },
  ],
});

/** Brain Arsenal resources. */
export function ArsenalTab() {
  const paged = usePagedList();
  const query = trpc.admin.arsenal.page.useQuery(paged.input, { placeholderData: keepPreviousData });
  const actions = useCrudActions({
    create: trpc.admin.arsenal.create.useMutation(),
    update: trpc.admin.arsenal.update.useMutation(),
    remove: trpc.admin.arsenal.delete.useMutation(),
  });
  return (
    <CrudTab
      heading="Brain Arsenal"
      intro="Free prompts, tools, datasets and videos for the unassisted mind."
      list={paged}
      query={query}
      search={{ label: 'Search the arsenal', placeholder: 'Title, description, category, type or content', noun: 'items' }}
      emptyText="The arsenal is empty."
      form={arsenalForm}
      fromItem={(item) => itemValues(arsenalForm, item)}
      itemTitle={(item) => item.title}
      messages={{
        created: 'Arsenal resource created',
        updated: 'Arsenal resource updated',
        deleted: 'Arsenal resource deleted',
        deleteFailed: 'Failed to delete arsenal resource.',
      }}
      {...actions}
      renderItem={(item) => (
        <div className="min-w-0">
          <h3 className="text-xl font-bold">{item.title}</h3>
          <div className="mt-1 flex flex-wrap gap-2">
            <span className="badge">{ARSENAL_TYPE_LABELS[item.type]}</span>
            <span className="badge">{item.category}</span>
            {item.featured && <span className="badge-gold">Featured</span>}
          </div>
          <p className="mt-2 text-base text-ink-soft">{truncateText(item.description, 160)}</p>
          <p className="mt-1 text-sm text-sepia">
            Added {formatShortDate(item.createdAt)}
            {item.sourceCredits ? ` · ${item.sourceCredits}` : ''}
          </p>
        </div>
      )}
    />
  );
}
