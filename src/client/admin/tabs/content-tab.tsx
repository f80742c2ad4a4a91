import { contentCreateInput } from '~/shared/schemas/content';
import { formatShortDate } from '~/shared/format';
import { trpc } from '~/client/lib/trpc';
import { catalogueTab, ItemSummary, itemValues } from '../ui/crud-tab';
import { entityForm } from '../ui/entity-form';

export const contentForm = entityForm(contentCreateInput, {
  noun: 'Exhibition',
  saveFailed: 'Failed to save content.',
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    {
      kind: 'text',
      name: 'type',
      label: 'Type',
      required: true,
      half: true,
      default: 'exhibition',
      help: 'Free text, for example exhibition or experiment.',
    },
    { kind: 'text', name: 'category', label: 'Category', required: true, half: true },
    { kind: 'rich', name: 'description', label: 'Description', required: true },
    { kind: 'media', name: 'imageUrl', label: 'Image' },
    { kind: 'checkbox', name: 'featured', label: 'Featured', help: 'Shows the "Featured Exhibition" badge.' },
  ],
});

/** Content Management: exhibitions (content items), with delete (D16). */
export const ContentTab = catalogueTab('content', trpc.admin.content, contentForm, {
  intro: 'Exhibitions and other content items shown in the galleries.',
  search: { label: 'Search exhibitions', placeholder: 'Title, description, type or category', noun: 'exhibitions' },
  emptyText: 'No content yet. Add the first exhibition.',
  fromItem: (item) => itemValues(contentForm, item),
  deleteDescription: (item) => {
    const comments = item.approvedComments + item.pendingComments;
    return `"${item.title}" will be removed${
      comments ? `, together with its ${comments} comment${comments === 1 ? '' : 's'} and their reactions` : ''
    }. This cannot be undone.`;
  },
  renderItem: (item) => (
    <ItemSummary item={item} thumb={item.imageUrl} badges={[item.type, item.category]}>
      Added {formatShortDate(item.createdAt)} · {item.approvedComments} approved, {item.pendingComments} pending comment
      {item.pendingComments === 1 ? '' : 's'} ·{' '}
      <a href={`/exhibitions/${item.id}`} target="_blank" rel="noopener noreferrer" className="underline">
        View on site
      </a>
    </ItemSummary>
  ),
});
