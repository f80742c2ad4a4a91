import { keepPreviousData } from '@tanstack/react-query';
import { shameCreateInput } from '../../../shared/schemas/shame';
import { formatShortDate, truncateText } from '../../../shared/format';
import { trpc } from '../../lib/trpc';
import { CrudTab, itemValues, useCrudActions } from '../ui/crud-tab';
import { usePagedList } from '../ui/paged-list';
import { entityForm } from '../ui/entity-form';
import { MediaThumb } from '../ui/media-field';

export const shameForm = entityForm(shameCreateInput, {
  noun: 'Shame Entry',
  saveFailed: 'Failed to save shame item.',
  empty: { title: '', category: '', description: '', example: '', sourceUrl: '', imageUrl: '', featured: false },
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    { kind: 'text', name: 'category', label: 'Category', required: true },
    { kind: 'textarea', name: 'description', label: 'Description', required: true, rows: 4 },
    {
      kind: 'textarea',
      name: 'example',
      label: 'Example',
      required: true,
      rows: 4,
      help: 'The documented case, shown in the "Example Case" box.',
    },
    { kind: 'text', name: 'sourceUrl', label: 'Source URL', type: 'url', placeholder: 'https://' },
    { kind: 'media', name: 'imageUrl', label: 'Image' },
    { kind: 'checkbox', name: 'featured', label: 'Featured', help: 'Listed among the "Most Notorious Cases".' },
  ],
});

/** Hall of Shame entries. */
export function ShameTab() {
  const paged = usePagedList();
  const query = trpc.admin.shame.page.useQuery(paged.input, { placeholderData: keepPreviousData });
  const actions = useCrudActions({
    create: trpc.admin.shame.create.useMutation(),
    update: trpc.admin.shame.update.useMutation(),
    remove: trpc.admin.shame.delete.useMutation(),
  });
  return (
    <CrudTab
      heading="Hall of Shame"
      intro="Documented cases of artificial foolishness."
      list={paged}
      query={query}
      {...actions}
      search={{ label: 'Search the Hall of Shame', placeholder: 'Title, description, category or example', noun: 'entries' }}
      emptyText="No entries yet in the Hall of Shame."
      form={shameForm}
      fromItem={(item) => itemValues(shameForm, item)}
      itemTitle={(item) => item.title}
      messages={{
        created: 'Shame entry created',
        updated: 'Shame entry updated',
        deleted: 'Shame item deleted',
        deleteFailed: 'Failed to delete shame item.',
      }}
      renderItem={(item) => (
        <div className="flex gap-4">
          <MediaThumb url={item.imageUrl ?? ''} className="hidden h-20 w-28 shrink-0 sm:block" />
          <div className="min-w-0">
            <h3 className="text-xl font-bold">{item.title}</h3>
            <div className="mt-1 flex flex-wrap gap-2">
              <span className="badge">{item.category}</span>
              {item.featured && <span className="badge-gold">Most Notorious</span>}
            </div>
            <p className="mt-2 text-base text-ink-soft">{truncateText(item.description, 160)}</p>
            <p className="mt-1 text-sm text-sepia">Documented {formatShortDate(item.createdAt)}</p>
          </div>
        </div>
      )}
    />
  );
}
