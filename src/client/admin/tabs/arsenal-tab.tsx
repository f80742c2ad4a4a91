import { ARSENAL_TYPE_LABELS, ARSENAL_TYPES } from '~/shared/arsenal';
import { arsenalCreateInput } from '~/shared/schemas/arsenal';
import { formatShortDate } from '~/shared/format';
import { trpc } from '~/client/lib/trpc';
import { catalogueTab, ItemSummary, itemValues } from '../ui/crud-tab';
import { entityForm } from '../ui/entity-form';

export const arsenalForm = entityForm(arsenalCreateInput, {
  noun: 'Arsenal Resource',
  saveFailed: 'Failed to save arsenal resource.',
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
export const ArsenalTab = catalogueTab('arsenal', trpc.admin.arsenal, arsenalForm, {
  intro: 'Free prompts, tools, datasets and videos for the unassisted mind.',
  search: { label: 'Search the arsenal', placeholder: 'Title, description, category, type or content', noun: 'items' },
  emptyText: 'The arsenal is empty.',
  fromItem: (item) => itemValues(arsenalForm, item),
  renderItem: (item) => (
    <ItemSummary item={item} badges={[ARSENAL_TYPE_LABELS[item.type], item.category]}>
      Added {formatShortDate(item.createdAt)}
      {item.sourceCredits ? ` · ${item.sourceCredits}` : ''}
    </ItemSummary>
  ),
});
