import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { eventPath, formatPence, isoToLondonLocal, londonTimeToIso } from '~/shared/events';
import type { EventItem } from '~/shared/schemas/events';
import { serverFieldErrors, serverMessage } from '~/client/lib/request-error';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { useConfirmedDelete, useRemove } from '../ui/crud-tab';
import { Checkbox, Field, FormError } from '../ui/fields';
import { Modal } from '../ui/modal';
import { PagedItems, usePagedList } from '../ui/paged-list';
import { TabSection } from '../ui/tab-section';

/*
 * The Events tab (docs/decisions/057): events and their ticket types. Times are typed as London's
 * wall clock and sent as instants; prices are typed in pounds and sent in pence.
 */

type TicketDraft = {
  id?: number;
  name: string;
  price: string;
  membersPrice: string;
  earlyBirdPrice: string;
  earlyBirdUntil: string;
  salesStartAt: string;
  salesEndAt: string;
  membersOnly: boolean;
};

type Draft = {
  title: string;
  slug: string;
  type: string;
  description: string;
  imageUrl: string;
  startsAt: string;
  endsAt: string;
  location: string;
  onlineUrl: string;
  speakers: string;
  featured: boolean;
  capacity: string;
  recordingUrl: string;
  rating: string;
  ticketTypes: TicketDraft[];
};

/** The fields typed as one line of text. */
type TextKey = { [K in keyof Draft]: Draft[K] extends string ? K : never }[keyof Draft];

const emptyTicket = (): TicketDraft => ({
  name: '',
  price: '',
  membersPrice: '',
  earlyBirdPrice: '',
  earlyBirdUntil: '',
  salesStartAt: '',
  salesEndAt: '',
  membersOnly: false,
});

const EMPTY: Draft = {
  title: '',
  slug: '',
  type: '',
  description: '',
  imageUrl: '',
  startsAt: '',
  endsAt: '',
  location: '',
  onlineUrl: '',
  speakers: '',
  featured: false,
  capacity: '',
  recordingUrl: '',
  rating: '',
  ticketTypes: [{ ...emptyTicket(), name: 'Standard' }],
};

const pounds = (pence: number | null) => (pence === null ? '' : (pence / 100).toFixed(pence % 100 === 0 ? 0 : 2));
const local = (iso: string | null) => (iso ? isoToLondonLocal(iso) : '');

function draftOf(e: EventItem): Draft {
  return {
    title: e.title,
    slug: e.slug,
    type: e.type,
    description: e.description,
    imageUrl: e.imageUrl ?? '',
    startsAt: local(e.startsAt),
    endsAt: local(e.endsAt),
    location: e.location,
    onlineUrl: e.onlineUrl ?? '',
    speakers: e.speakers.join('\n'),
    featured: e.featured,
    capacity: String(e.capacity),
    recordingUrl: e.recordingUrl ?? '',
    rating: e.rating === null ? '' : String(e.rating),
    ticketTypes: e.ticketTypes.map((t) => ({
      id: t.id,
      name: t.name,
      price: pounds(t.price),
      membersPrice: pounds(t.membersPrice),
      earlyBirdPrice: pounds(t.earlyBirdPrice),
      earlyBirdUntil: local(t.earlyBirdUntil),
      salesStartAt: local(t.salesStartAt),
      salesEndAt: local(t.salesEndAt),
      membersOnly: t.membersOnly,
    })),
  };
}

/** Pounds typed ("45", "7.50") as pence; anything else is sent as it is, for the server's message. */
const pence = (text: string): number | null => {
  const t = text.trim().replace(/^£/, '');
  if (t === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
};
/** A London wall-clock time ("2027-03-14T10:00") as an instant. */
const instant = (text: string): string => (text ? londonTimeToIso(text.slice(0, 10), text.slice(11, 16)) : '');
const optionalInstant = (text: string): string | null => (text ? instant(text) : null);

function bodyOf(d: Draft) {
  return {
    title: d.title,
    slug: d.slug,
    type: d.type,
    description: d.description,
    imageUrl: d.imageUrl,
    startsAt: instant(d.startsAt),
    endsAt: instant(d.endsAt),
    location: d.location,
    onlineUrl: d.onlineUrl,
    speakers: d.speakers
      .split(/\n|,/)
      .map((s) => s.trim())
      .filter(Boolean),
    featured: d.featured,
    capacity: Number(d.capacity),
    recordingUrl: d.recordingUrl,
    rating: d.rating.trim() === '' ? null : Number(d.rating),
    ticketTypes: d.ticketTypes.map((t) => ({
      ...(t.id !== undefined && { id: t.id }),
      name: t.name,
      price: pence(t.price) ?? 0,
      membersPrice: pence(t.membersPrice),
      earlyBirdPrice: pence(t.earlyBirdPrice),
      earlyBirdUntil: optionalInstant(t.earlyBirdUntil),
      salesStartAt: optionalInstant(t.salesStartAt),
      salesEndAt: optionalInstant(t.salesEndAt),
      membersOnly: t.membersOnly,
    })),
  };
}

function EventForm({ initial, id, onDone }: { initial: Draft; id: number | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.admin.events.create.useMutation();
  const update = trpc.admin.events.update.useMutation();
  const [d, setD] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD((v) => ({ ...v, [key]: value }));
  const setTicket = (i: number, patch: Partial<TicketDraft>) =>
    setD((v) => ({ ...v, ticketTypes: v.ticketTypes.map((t, j) => (j === i ? { ...t, ...patch } : t)) }));
  const busy = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setErrors({});
    try {
      const body = bodyOf(d);
      if (id === null) await create.mutateAsync(body);
      else await update.mutateAsync({ id, ...body });
      toast({ title: id === null ? 'Event created' : 'Event saved' });
      await utils.admin.events.invalidate();
      onDone();
    } catch (failure) {
      setErrors(serverFieldErrors(failure));
      setError(serverMessage(failure) ?? 'Failed to save the event.');
    }
  };

  const text = (key: TextKey, label: string, options: { required?: boolean; type?: string; help?: string; className?: string } = {}) => (
    <Field label={label} required={options.required} error={errors[key]} help={options.help} className={options.className}>
      {(props) => (
        <input
          {...props}
          type={options.type ?? 'text'}
          className="field-input"
          value={d[key]}
          onChange={(e) => setD((v) => ({ ...v, [key]: e.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 sm:grid-cols-2"
      aria-label={id === null ? 'New event' : 'Edit event'}
      noValidate
    >
      {text('title', 'Title', { required: true, className: 'sm:col-span-2' })}
      {text('slug', 'Address', { required: true, help: 'The page’s address: /events-symposiums/… (lower-case words and hyphens).' })}
      {text('type', 'Type', { required: true, help: 'Annual Symposium, Evening Lecture, Workshop…' })}
      <Field label="Description" required error={errors.description} className="sm:col-span-2">
        {(props) => (
          <textarea
            {...props}
            rows={4}
            className="field-input"
            value={d.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      {text('startsAt', 'Starts (London time)', { required: true, type: 'datetime-local' })}
      {text('endsAt', 'Ends (London time)', { required: true, type: 'datetime-local' })}
      {text('location', 'Place', { required: true })}
      {text('onlineUrl', 'Online link', { type: 'url' })}
      <Field label="Speakers" error={errors.speakers} help="One a line." className="sm:col-span-2">
        {(props) => (
          <textarea {...props} rows={3} className="field-input" value={d.speakers} onChange={(e) => set('speakers', e.target.value)} />
        )}
      </Field>
      {text('capacity', 'Capacity', { required: true, type: 'number' })}
      {text('imageUrl', 'Image URL')}
      {text('recordingUrl', 'Recording link', { type: 'url', help: 'Once the event is past: "View Recording".' })}
      {text('rating', 'Rating (0-5)', { type: 'number' })}
      <div className="sm:col-span-2">
        <Checkbox label="Featured" checked={d.featured} onChange={(v) => set('featured', v)} />
      </div>

      <fieldset className="sm:col-span-2">
        <legend className="text-lg font-bold">Ticket types</legend>
        {errors.ticketTypes && <p className="field-error">{errors.ticketTypes}</p>}
        <ul className="mt-2 grid gap-4">
          {d.ticketTypes.map((t, i) => (
            <li
              key={t.id ?? `new-${i}`}
              className="grid gap-3 rounded-sm border border-parchment-dark p-3 sm:grid-cols-3"
              data-testid="ticket-type"
            >
              {(
                [
                  ['name', 'Ticket name', 'text'],
                  ['price', 'Price (£)', 'text'],
                  ['membersPrice', 'Members’ price (£)', 'text'],
                  ['earlyBirdPrice', 'Early-bird price (£)', 'text'],
                  ['earlyBirdUntil', 'Early bird until', 'datetime-local'],
                  ['salesStartAt', 'Sales open', 'datetime-local'],
                  ['salesEndAt', 'Sales close', 'datetime-local'],
                ] as const
              ).map(([key, label, type]) => (
                <Field
                  key={key}
                  label={`${label}${d.ticketTypes.length > 1 ? ` (ticket ${i + 1})` : ''}`}
                  error={errors[`ticketTypes.${i}.${key}`]}
                >
                  {(props) => (
                    <input
                      {...props}
                      type={type}
                      className="field-input"
                      value={t[key]}
                      onChange={(e) => setTicket(i, { [key]: e.target.value })}
                    />
                  )}
                </Field>
              ))}
              <div className="flex items-end justify-between gap-2">
                <Checkbox
                  label={`Members only${d.ticketTypes.length > 1 ? ` (ticket ${i + 1})` : ''}`}
                  checked={t.membersOnly}
                  onChange={(v) => setTicket(i, { membersOnly: v })}
                />
                {d.ticketTypes.length > 1 && (
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1 text-sm"
                    onClick={() => setD((v) => ({ ...v, ticketTypes: v.ticketTypes.filter((_, j) => j !== i) }))}
                  >
                    Remove ticket {i + 1}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn-secondary mt-3 px-3 py-1 text-sm"
          onClick={() => setD((v) => ({ ...v, ticketTypes: [...v.ticketTypes, emptyTicket()] }))}
        >
          Add a ticket type
        </button>
      </fieldset>

      <div className="sm:col-span-2">
        <FormError error={error} />
        <div className="mt-2 flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving...' : id === null ? 'Create Event' : 'Save Event'}
          </button>
          <button type="button" className="btn-secondary" onClick={onDone}>
            Cancel
          </button>
        </div>
      </div>
    </form>
  );
}

/** Events & Symposiums: the events, their ticket types and their seats. */
export function EventsTab() {
  const paged = usePagedList();
  const events = trpc.admin.events.page.useQuery(paged.input, { placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<{ id: number | null; draft: Draft } | null>(null);
  const { deleteButton } = useConfirmedDelete<{ id: number; title: string }>(
    useRemove(trpc.admin.events.delete),
    { deleted: 'Event deleted', deleteFailed: 'Failed to delete the event.' },
    (e) => ({ title: 'Delete this event?', description: `"${e.title}" and its ticket types will be removed.` }),
  );
  return (
    <TabSection tab="events" total={events.data?.total} intro="The events and symposiums on the public calendar, with their tickets.">
      <button type="button" className="btn-primary mb-6" onClick={() => setEditing({ id: null, draft: EMPTY })}>
        Add Event
      </button>
      <Modal open={editing !== null} title={editing?.id ? 'Edit Event' : 'New Event'} onClose={() => setEditing(null)} wide>
        {editing && <EventForm initial={editing.draft} id={editing.id} onDone={() => setEditing(null)} />}
      </Modal>
      <PagedItems
        list={paged}
        query={events}
        words={{ label: 'Search events', placeholder: 'Title, type, place or address', noun: 'events' }}
        emptyText="No events yet."
      >
        {(items) => (
          <ul className="grid gap-4">
            {items.map((e) => (
              <li key={e.id} className="card p-4" data-testid="admin-event">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-xl font-bold">
                    <a href={eventPath(e)}>{e.title}</a>
                  </h3>
                  <span className="badge">{e.type}</span>
                </div>
                <p className="mt-1 text-base text-sepia">
                  {e.dateLabel}, {e.timeLabel} · {e.location}
                </p>
                <p className="mt-1 text-base">
                  {e.registered}/{e.capacity} registered · {e.spotsLeft} spots left{e.past ? ` · ${e.attendees} attended` : ''}
                </p>
                <p className="mt-1 text-sm text-sepia">
                  {e.ticketTypes
                    .map(
                      (t) =>
                        `${t.name} ${formatPence(t.price)}${t.membersPrice !== null ? ` (members ${formatPence(t.membersPrice)})` : ''}`,
                    )
                    .join(' · ')}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1 text-sm"
                    onClick={() => setEditing({ id: e.id, draft: draftOf(e) })}
                  >
                    Edit<span className="sr-only"> {e.title}</span>
                  </button>
                  <a className="btn-secondary px-3 py-1 text-sm" href={`/admin/check-in/${e.id}`}>
                    Check-in<span className="sr-only"> for {e.title}</span>
                  </a>
                  <a className="btn-secondary px-3 py-1 text-sm" href={`/api/admin/events/${e.id}/attendees.csv`} download>
                    Attendees CSV<span className="sr-only"> of {e.title}</span>
                  </a>
                  {deleteButton(e, `Delete ${e.title}`)}
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedItems>
    </TabSection>
  );
}
