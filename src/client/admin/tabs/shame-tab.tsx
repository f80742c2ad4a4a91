import { shameCreateInput } from '~/shared/schemas/shame';
import { formatShortDate, truncateText } from '~/shared/format';
import { trpc } from '~/client/lib/trpc';
import { CrudTab, ItemSummary, itemValues } from '../ui/crud-tab';
import { entityForm } from '../ui/entity-form';

export const shameForm = entityForm(shameCreateInput, {
  noun: 'Shame Entry',
  saveFailed: 'Failed to save shame item.',
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
  return (
    <CrudTab
      tab="shame"
      procedures={trpc.admin.shame}
      intro="Documented cases of artificial foolishness."
      search={{ label: 'Search the Hall of Shame', placeholder: 'Title, description, category or example', noun: 'entries' }}
      emptyText="No entries yet in the Hall of Shame."
      form={shameForm}
      fromItem={(item) => itemValues(shameForm, item)}
      renderItem={(item) => (
        <ItemSummary
          thumb={item.imageUrl ?? ''}
          title={item.title}
          badges={[item.category]}
          featured={item.featured && 'Most Notorious'}
          description={truncateText(item.description, 160)}
        >
          Documented {formatShortDate(item.createdAt)}
        </ItemSummary>
      )}
    />
  );
}
