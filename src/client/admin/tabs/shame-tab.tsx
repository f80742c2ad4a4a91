import { shameCreateInput } from '~/shared/schemas/shame';
import { formatShortDate } from '~/shared/format';
import { trpc } from '~/client/lib/trpc';
import { catalogueTab, ItemSummary, itemValues } from '../ui/crud-tab';
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
export const ShameTab = catalogueTab('shame', trpc.admin.shame, shameForm, {
  intro: 'Documented cases of artificial foolishness.',
  search: { label: 'Search the Hall of Shame', placeholder: 'Title, description, category or example', noun: 'entries' },
  emptyText: 'No entries yet in the Hall of Shame.',
  fromItem: (item) => itemValues(shameForm, item),
  renderItem: (item) => (
    <ItemSummary item={item} thumb={item.imageUrl ?? ''} badges={[item.category]} featured="Most Notorious">
      Documented {formatShortDate(item.createdAt)}
    </ItemSummary>
  ),
});
