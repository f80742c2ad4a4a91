import { recognitionCreateInput } from '~/shared/schemas/recognition';
import { formatShortDate } from '~/shared/format';
import { trpc } from '~/client/lib/trpc';
import { catalogueTab, ItemSummary, itemValues } from '../ui/crud-tab';
import { entityForm } from '../ui/entity-form';

export const recognitionForm = entityForm(recognitionCreateInput, {
  noun: 'Recognition',
  saveFailed: 'Failed to save recognition item.',
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    { kind: 'text', name: 'company', label: 'Company', required: true, half: true },
    { kind: 'text', name: 'category', label: 'Category', required: true, half: true },
    { kind: 'rich', name: 'description', label: 'Description', required: true },
    { kind: 'media', name: 'imageUrl', label: 'Image or video' },
    { kind: 'text', name: 'websiteUrl', label: 'Website URL', type: 'url', placeholder: 'https://' },
    { kind: 'checkbox', name: 'featured', label: 'Featured', help: 'Shows the "Featured Recognition" badge.' },
  ],
});

/** AI Recognition items. */
export const RecognitionTab = catalogueTab('recognition', trpc.admin.recognition, recognitionForm, {
  intro: "Awards for the machines' most memorable achievements.",
  search: { label: 'Search recognitions', placeholder: 'Title, company, description or category', noun: 'recognitions' },
  emptyText: 'No recognition items yet.',
  fromItem: (item) => itemValues(recognitionForm, item),
  renderItem: (item) => (
    <ItemSummary
      item={item}
      thumb={item.imageUrl ?? ''}
      lead={<p className="text-base font-bold text-ink-soft">{item.company}</p>}
      badges={[item.category]}
    >
      Added {formatShortDate(item.createdAt)}
      {item.websiteUrl && (
        <>
          {' · '}
          <a href={item.websiteUrl} target="_blank" rel="noopener noreferrer" className="underline">
            Website
          </a>
        </>
      )}
    </ItemSummary>
  ),
});
