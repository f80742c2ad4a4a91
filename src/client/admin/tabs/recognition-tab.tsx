import { keepPreviousData } from '@tanstack/react-query';
import { recognitionCreateInput } from '../../../shared/schemas/recognition';
import { formatShortDate, truncateText } from '../../../shared/format';
import { trpc } from '../../lib/trpc';
import { CrudTab, itemValues, useCrudActions } from '../ui/crud-tab';
import { usePagedList } from '../ui/paged-list';
import { entityForm } from '../ui/entity-form';
import { MediaThumb } from '../ui/media-field';

export const recognitionForm = entityForm(recognitionCreateInput, {
  noun: 'Recognition',
  saveFailed: 'Failed to save recognition item.',
  empty: { title: '', company: '', category: '', description: '', imageUrl: '', websiteUrl: '', featured: false },
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
export function RecognitionTab() {
  const paged = usePagedList();
  const query = trpc.admin.recognition.page.useQuery(paged.input, { placeholderData: keepPreviousData });
  const actions = useCrudActions({
    create: trpc.admin.recognition.create.useMutation(),
    update: trpc.admin.recognition.update.useMutation(),
    remove: trpc.admin.recognition.delete.useMutation(),
  });
  return (
    <CrudTab
      heading="AI Recognition"
      intro="Awards for the machines' most memorable achievements."
      list={paged}
      query={query}
      search={{ label: 'Search recognitions', placeholder: 'Title, company, description or category', noun: 'recognitions' }}
      emptyText="No recognition items yet."
      form={recognitionForm}
      fromItem={(item) => itemValues(recognitionForm, item)}
      itemTitle={(item) => item.title}
      messages={{
        created: 'Recognition created',
        updated: 'Recognition updated',
        deleted: 'Recognition deleted',
        deleteFailed: 'Failed to delete recognition.',
      }}
      {...actions}
      renderItem={(item) => (
        <div className="flex gap-4">
          <MediaThumb url={item.imageUrl ?? ''} className="hidden h-20 w-28 shrink-0 sm:block" />
          <div className="min-w-0">
            <h3 className="text-xl font-bold">{item.title}</h3>
            <p className="text-base font-bold text-ink-soft">{item.company}</p>
            <div className="mt-1 flex flex-wrap gap-2">
              <span className="badge">{item.category}</span>
              {item.featured && <span className="badge-gold">Featured</span>}
            </div>
            <p className="mt-2 text-base text-ink-soft">{truncateText(item.description, 160)}</p>
            <p className="mt-1 text-sm text-sepia">
              Added {formatShortDate(item.createdAt)}
              {item.websiteUrl && (
                <>
                  {' · '}
                  <a href={item.websiteUrl} target="_blank" rel="noopener noreferrer" className="underline">
                    Website
                  </a>
                </>
              )}
            </p>
          </div>
        </div>
      )}
    />
  );
}
