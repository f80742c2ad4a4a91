import { keepPreviousData } from '@tanstack/react-query';
import { contentCreateInput } from '../../../shared/schemas/content';
import { formatShortDate, truncateText } from '../../../shared/format';
import { trpc } from '../../lib/trpc';
import { CrudTab, itemValues, useCrudActions } from '../ui/crud-tab';
import { usePagedList } from '../ui/paged-list';
import { entityForm } from '../ui/entity-form';
import { MediaThumb } from '../ui/media-field';

export const contentForm = entityForm(contentCreateInput, {
  noun: 'Exhibition',
  saveFailed: 'Failed to save content.',
  empty: { title: '', type: 'exhibition', category: '', description: '', imageUrl: '', featured: false },
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    { kind: 'text', name: 'type', label: 'Type', required: true, half: true, help: 'Free text, for example exhibition or experiment.' },
    { kind: 'text', name: 'category', label: 'Category', required: true, half: true },
    { kind: 'rich', name: 'description', label: 'Description', required: true },
    { kind: 'media', name: 'imageUrl', label: 'Image' },
    { kind: 'checkbox', name: 'featured', label: 'Featured', help: 'Shows the "Featured Exhibition" badge.' },
  ],
});

/** Content Management: exhibitions (content items), with delete (D16). */
export function ContentTab() {
  const paged = usePagedList();
  const query = trpc.admin.content.page.useQuery(paged.input, { placeholderData: keepPreviousData });
  const actions = useCrudActions({
    create: trpc.admin.content.create.useMutation(),
    update: trpc.admin.content.update.useMutation(),
    remove: trpc.admin.content.delete.useMutation(),
  });
  return (
    <CrudTab
      heading="Content Management"
      intro="Exhibitions and other content items shown in the galleries."
      list={paged}
      query={query}
      search={{ label: 'Search exhibitions', placeholder: 'Title, description, type or category', noun: 'exhibitions' }}
      emptyText="No content yet. Add the first exhibition."
      form={contentForm}
      fromItem={(item) => itemValues(contentForm, item)}
      itemTitle={(item) => item.title}
      deleteDescription={(item) => {
        const comments = item.approvedComments + item.pendingComments;
        return `"${item.title}" will be removed${
          comments ? `, together with its ${comments} comment${comments === 1 ? '' : 's'} and their reactions` : ''
        }. This cannot be undone.`;
      }}
      messages={{
        created: 'Content created',
        updated: 'Content updated',
        deleted: 'Content deleted',
        deleteFailed: 'Failed to delete content.',
      }}
      {...actions}
      renderItem={(item) => (
        <div className="flex gap-4">
          <MediaThumb url={item.imageUrl} className="hidden h-20 w-28 shrink-0 sm:block" />
          <div className="min-w-0">
            <h3 className="text-xl font-bold">{item.title}</h3>
            <div className="mt-1 flex flex-wrap gap-2">
              <span className="badge">{item.type}</span>
              <span className="badge">{item.category}</span>
              {item.featured && <span className="badge-gold">Featured</span>}
            </div>
            <p className="mt-2 text-base text-ink-soft">{truncateText(item.description, 160)}</p>
            <p className="mt-1 text-sm text-sepia">
              Added {formatShortDate(item.createdAt)} · {item.approvedComments} approved, {item.pendingComments} pending comment
              {item.pendingComments === 1 ? '' : 's'} ·{' '}
              <a href={`/exhibitions/${item.id}`} target="_blank" rel="noopener noreferrer" className="underline">
                View on site
              </a>
            </p>
          </div>
        </div>
      )}
    />
  );
}
