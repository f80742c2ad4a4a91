import { REPORT_CATEGORIES, REPORT_CATEGORY_LABELS, type ReportCategory, reportCategoryLabel } from '~/shared/intelligence';
import { intelligenceCreateInput } from '~/shared/schemas/intelligence';
import { formatShortDate } from '~/shared/format';
import { trpc } from '~/client/lib/trpc';
import { catalogueTab, ItemSummary, itemValues } from '../ui/crud-tab';
import { entityForm } from '../ui/entity-form';

const cleanList = (lines: string[]) => lines.map((line) => line.trim()).filter(Boolean);

/** A stored category the form offers; one it does not (older data) opens as the select shows it, the first. */
const formCategory = (category: string): ReportCategory => REPORT_CATEGORIES.find((known) => known === category) ?? REPORT_CATEGORIES[0];

export const intelligenceForm = entityForm(intelligenceCreateInput, {
  noun: 'Intelligence Report',
  saveFailed: 'Failed to save intelligence report.',
  toInput: (v) => ({ ...v, keyInsights: cleanList(v.keyInsights), hiddenTruths: cleanList(v.hiddenTruths) }),
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    { kind: 'text', name: 'subtitle', label: 'Subtitle' },
    {
      kind: 'select',
      name: 'category',
      label: 'Category',
      required: true,
      half: true,
      options: REPORT_CATEGORIES.map((c) => ({ value: c, label: REPORT_CATEGORY_LABELS[c] })),
    },
    // Part 2 section 5: the meter starts at 5.
    { kind: 'meter', name: 'bullshitMeter', label: 'Bullshit meter', required: true, half: true, default: 5 },
    { kind: 'textarea', name: 'summary', label: 'Executive summary', required: true, rows: 3 },
    { kind: 'rich', name: 'content', label: 'Detailed analysis', required: true },
    { kind: 'text', name: 'sourceTitle', label: 'Source title', required: true },
    { kind: 'text', name: 'sourceUrl', label: 'Source URL', required: true, type: 'url', placeholder: 'https://', half: true },
    { kind: 'text', name: 'sourceDate', label: 'Source date', type: 'date', half: true },
    { kind: 'list', name: 'keyInsights', label: 'Key insights', half: true },
    { kind: 'list', name: 'hiddenTruths', label: 'Hidden truths', half: true },
    { kind: 'media', name: 'imageUrl', label: 'Featured image', imagesOnly: true },
    { kind: 'rich', name: 'authorNote', label: 'Analyst note' },
    { kind: 'checkbox', name: 'featured', label: 'Featured', half: true, help: 'Shown in the Featured section.' },
    // Part 2 section 5: published defaults to true in the form.
    {
      kind: 'checkbox',
      name: 'published',
      label: 'Published',
      half: true,
      default: true,
      help: 'Unpublished reports are drafts, hidden from visitors.',
    },
  ],
});

/** Intelligence Reports, drafts included (with a Draft badge). */
export const IntelligenceTab = catalogueTab('intelligence', trpc.admin.intelligence, intelligenceForm, {
  intro: 'Published analyses, scored on the bullshit meter. Drafts stay private.',
  search: { label: 'Search reports', placeholder: 'Title, subtitle, summary, source or category', noun: 'reports' },
  emptyText: 'No intelligence reports yet.',
  fromItem: (item) => itemValues(intelligenceForm, { ...item, category: formCategory(item.category) }),
  renderItem: (item) => (
    <ItemSummary
      item={item}
      title={
        <>
          {item.title}{' '}
          {!item.published && (
            <span className="badge ml-1 align-middle" title="Not visible to visitors">
              Draft
            </span>
          )}
        </>
      }
      lead={item.subtitle && <p className="text-base italic text-ink-soft">{item.subtitle}</p>}
      badges={[reportCategoryLabel(item.category)]}
      extra={
        <span className="text-base">
          Bullshit meter: <strong>{item.bullshitMeter}/10</strong>
        </span>
      }
      description={item.summary}
    >
      Updated {formatShortDate(item.updatedAt)} · {item.keyInsights.length} insights, {item.hiddenTruths.length} hidden truths
      {item.published && (
        <>
          {' · '}
          <a href={`/intelligence/${item.id}`} target="_blank" rel="noopener noreferrer" className="underline">
            View on site
          </a>
        </>
      )}
    </ItemSummary>
  ),
});
