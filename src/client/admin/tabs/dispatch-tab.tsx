import { type ChangeEvent, lazy, Suspense, useState } from 'react';
import { DISPATCH_AUDIENCE_LABELS, DISPATCH_AUDIENCES, type DispatchAudienceKey } from '~/shared/dispatch';
import { formatCommentDate } from '~/shared/format';
import { serverMessage } from '~/client/lib/request-error';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { Options } from '~/client/lib/schema-form';
import { Labelled } from '../ui/fields';
import { Modal, useConfirm } from '../ui/modal';

const RichTextEditor = lazy(() => import('../ui/rich-text-editor'));

type Draft = { id: number | null; subject: string; body: string; audience: DispatchAudienceKey; membersOnly: boolean };
const EMPTY: Draft = { id: null, subject: '', body: '', audience: 'subscribers', membersOnly: false };

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

/**
 * The Dispatch (docs/decisions/056): write an issue (or start one from a published Intelligence
 * Report), preview it as the letter will look, send a test to oneself, schedule or send it, and
 * watch its letters go (queued, sent, failed, bounced), refreshed every two seconds while one is
 * on its way; cancel stops the letters not yet sent.
 */
export function DispatchTab() {
  const utils = trpc.useUtils();
  const list = trpc.admin.dispatch.list.useQuery(undefined, {
    refetchInterval: (query) => (query.state.data?.issues.some((i) => i.status === 'sending' || i.status === 'scheduled') ? 2000 : false),
  });
  const reports = trpc.admin.intelligence.list.useQuery();
  const create = trpc.admin.dispatch.create.useMutation();
  const update = trpc.admin.dispatch.update.useMutation();
  const fromReport = trpc.admin.dispatch.fromReport.useMutation();
  const testSend = trpc.admin.dispatch.testSend.useMutation();
  const schedule = trpc.admin.dispatch.schedule.useMutation();
  const cancel = trpc.admin.dispatch.cancel.useMutation();
  const remove = trpc.admin.dispatch.delete.useMutation();
  const confirm = useConfirm();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [scheduling, setScheduling] = useState<number | null>(null);
  const [reportId, setReportId] = useState('');
  const refresh = () => utils.admin.dispatch.invalidate();

  const run = async (title: string, work: () => Promise<unknown>) => {
    try {
      await work();
      toast({ title });
    } catch (error) {
      toast({ title: 'Not done', description: serverMessage(error), variant: 'destructive' });
    }
    await refresh();
  };

  const save = async () => {
    if (!draft) return;
    const fields = { subject: draft.subject, body: draft.body, audience: draft.audience, membersOnly: draft.membersOnly };
    try {
      if (draft.id === null) await create.mutateAsync(fields);
      else await update.mutateAsync({ id: draft.id, ...fields });
      toast({ title: 'Issue saved' });
      setDraft(null);
    } catch (error) {
      toast({ title: 'Not saved', description: serverMessage(error), variant: 'destructive' });
    }
    await refresh();
  };

  const edit = async (id: number) => {
    const issue = await utils.admin.dispatch.get.fetch({ id });
    setDraft({ id, subject: issue.subject, body: issue.body, audience: issue.audience, membersOnly: issue.membersOnly });
  };

  const published = (reports.data ?? []).filter((r) => r.published);
  const data = list.data;

  return (
    <section aria-labelledby="dispatch-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="dispatch-heading" className="text-3xl font-bold">
          The Club’s Dispatch
        </h2>
        <button type="button" className="btn-primary px-3 py-1.5 text-sm" onClick={() => setDraft(EMPTY)}>
          Write an issue
        </button>
      </div>
      <p className="mb-4 text-ink-soft">
        A letter to everyone who subscribed and confirmed. Each issue goes once to each address; unsubscribed and refused addresses never
        receive it.
      </p>
      {data && (
        <p className="mb-4" data-testid="dispatch-subscribers">
          Subscribers: <strong>{data.subscribers.confirmed}</strong> confirmed, {data.subscribers.pending} awaiting confirmation,{' '}
          {data.subscribers.unsubscribed} unsubscribed, {data.subscribers.bounced} refused by their mail server.
        </p>
      )}
      {data && !data.smtpConfigured && (
        <p className="card mb-5 border-burgundy p-4" role="status">
          <strong>No SMTP configured:</strong> issues can be written and previewed, but not sent. Set <code>SMTP_URL</code> and{' '}
          <code>MAIL_FROM</code> and restart the server.
        </p>
      )}
      <div className="card mb-6 flex flex-wrap items-end gap-3 p-4">
        <Labelled label="Start from a published Intelligence Report">
          {(id) => (
            <select id={id} className="field-input" value={reportId} onChange={(e) => setReportId(e.target.value)}>
              <option value="">Choose a report</option>
              {published.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.title}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <button
          type="button"
          className="btn-secondary"
          disabled={!reportId || fromReport.isPending}
          onClick={() => void run('Draft made from the report', () => fromReport.mutateAsync({ reportId: Number(reportId) }))}
        >
          Make a draft
        </button>
      </div>

      {list.isPending && <div className="skeleton h-32 w-full" aria-busy="true" aria-label="Loading" />}
      {data && data.issues.length === 0 && <p>No issue yet.</p>}
      <ul className="space-y-4">
        {data?.issues.map((issue) => {
          const c = issue.counts;
          const total = Object.values(c).reduce((a, b) => a + b, 0);
          const inHand = c.claimed + c.sending;
          return (
            <li key={issue.id} className="card p-4" data-testid="dispatch-issue">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-xl font-bold">{issue.subject}</h3>
                <span className="badge" data-testid="dispatch-status">
                  {STATUS_LABELS[issue.status] ?? issue.status}
                </span>
              </div>
              <p className="text-base text-sepia">
                {DISPATCH_AUDIENCE_LABELS[issue.audience]}
                {issue.membersOnly ? ' · members only (no web edition)' : ' · with a web edition'}
                {issue.scheduledAt && issue.status === 'scheduled' && ` · to send ${formatCommentDate(issue.scheduledAt)}`}
                {issue.finishedAt && ` · finished ${formatCommentDate(issue.finishedAt)}`}
              </p>
              {total > 0 && (
                <p className="mt-2" role="status" aria-live="polite" data-testid="dispatch-progress">
                  {total === 1 ? '1 letter' : `${total} letters`}: {c.queued} queued, {inHand} being sent, {c.sent} sent, {c.failed} failed,{' '}
                  {c.bounced} bounced
                  {c.suppressed + c.cancelled > 0 && `, ${c.suppressed + c.cancelled} stopped`}
                </p>
              )}
              {total > 0 && (
                <progress className="mt-1 w-full" max={total} value={c.sent + c.failed + c.bounced + c.suppressed + c.cancelled}>
                  {c.sent} of {total}
                </progress>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={() => setPreviewing(issue.id)}>
                  Preview
                </button>
                {(issue.status === 'draft' || issue.status === 'scheduled') && (
                  <>
                    <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={() => void edit(issue.id)}>
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn-secondary px-3 py-1.5 text-sm"
                      disabled={testSend.isPending}
                      onClick={() => void run('Test letter sent to your address', () => testSend.mutateAsync({ id: issue.id }))}
                    >
                      Send me a test
                    </button>
                    <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={() => setScheduling(issue.id)}>
                      Schedule
                    </button>
                    <button
                      type="button"
                      className="btn-primary px-3 py-1.5 text-sm"
                      disabled={schedule.isPending}
                      onClick={() =>
                        void confirm({
                          title: 'Send this issue now?',
                          description: `“${issue.subject}” goes to ${DISPATCH_AUDIENCE_LABELS[issue.audience].toLowerCase()}. It cannot be unsent.`,
                          confirmLabel: 'Send now',
                        }).then(async (ok) => {
                          if (ok) await run('Sending started', () => schedule.mutateAsync({ id: issue.id, at: null }));
                        })
                      }
                    >
                      Send now
                    </button>
                  </>
                )}
                {(issue.status === 'scheduled' || issue.status === 'sending') && (
                  <button
                    type="button"
                    className="btn-secondary border-burgundy px-3 py-1.5 text-sm text-burgundy"
                    onClick={() =>
                      void confirm({
                        title: 'Cancel this issue?',
                        description: 'Letters not yet sent are stopped; those already sent stay sent.',
                        confirmLabel: 'Cancel the issue',
                      }).then(async (ok) => {
                        if (ok) await run('Issue cancelled', () => cancel.mutateAsync({ id: issue.id }));
                      })
                    }
                  >
                    Cancel sending
                  </button>
                )}
                {(issue.status === 'draft' || (issue.status === 'cancelled' && !issue.startedAt)) && (
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1.5 text-sm"
                    onClick={() =>
                      void confirm({ title: 'Delete this draft?', description: issue.subject }).then(async (ok) => {
                        if (ok) await run('Issue deleted', () => remove.mutateAsync({ id: issue.id }));
                      })
                    }
                  >
                    Delete
                  </button>
                )}
                {issue.status === 'sent' && !issue.membersOnly && (
                  <a className="btn-secondary px-3 py-1.5 text-sm" href={`/dispatch/${issue.id}`} target="_blank" rel="noopener noreferrer">
                    Web edition<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>

      {draft && (
        <Modal open title={draft.id === null ? 'Write an issue' : 'Edit the issue'} onClose={() => setDraft(null)} wide>
          <DraftForm draft={draft} onChange={setDraft} onSave={() => void save()} saving={create.isPending || update.isPending} />
        </Modal>
      )}
      {previewing !== null && <Preview id={previewing} onClose={() => setPreviewing(null)} />}
      {scheduling !== null && (
        <ScheduleDialog
          onClose={() => setScheduling(null)}
          onSchedule={(at) =>
            void run('Issue scheduled', () => schedule.mutateAsync({ id: scheduling, at })).then(() => setScheduling(null))
          }
        />
      )}
    </section>
  );
}

/** An issue's subject, letter and audience, as the modal edits them. */
function DraftForm({
  draft,
  onChange,
  onSave,
  saving,
}: {
  draft: Draft;
  onChange: (draft: Draft | null) => void;
  onSave: () => void;
  saving: boolean;
}) {
  // The draft's text and choice controls: the value shown, and the change that writes it back.
  const bind = <K extends 'subject' | 'audience'>(key: K, read: (value: string) => Draft[K]) => ({
    value: draft[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ ...draft, [key]: read(e.target.value) }),
  });
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <Labelled label="Subject">
        {(id) => <input id={id} className="field-input" maxLength={200} required {...bind('subject', String)} />}
      </Labelled>
      <Suspense fallback={<div className="skeleton h-48 w-full" aria-busy="true" aria-label="Loading the editor" />}>
        <RichTextEditor label="Letter" value={draft.body} onChange={(body) => onChange({ ...draft, body })} required Dialog={Modal} />
      </Suspense>
      <Labelled label="Audience">
        {(id) => (
          <select id={id} className="field-input" {...bind('audience', (value) => value as DispatchAudienceKey)}>
            <Options values={DISPATCH_AUDIENCES} label={(a) => DISPATCH_AUDIENCE_LABELS[a]} />
          </select>
        )}
      </Labelled>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={draft.membersOnly} onChange={(e) => onChange({ ...draft, membersOnly: e.target.checked })} />
        Members only: no public web edition
      </label>
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={() => onChange(null)}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={saving}>
          Save
        </button>
      </div>
    </form>
  );
}

/** The letter as its readers will see it: the HTML in a sandboxed frame (no scripts, no forms), and the plain text. */
function Preview({ id, onClose }: { id: number; onClose: () => void }) {
  const preview = trpc.admin.dispatch.preview.useQuery({ id });
  const [view, setView] = useState<'html' | 'text'>('html');
  const p = preview.data;
  return (
    <Modal open title={p ? `Preview: ${p.subject}` : 'Preview'} onClose={onClose} wide>
      {preview.isPending && <div className="skeleton h-64 w-full" aria-busy="true" aria-label="Loading" />}
      {p && (
        <div className="grid gap-3">
          <div role="group" aria-label="Which part" className="flex gap-2">
            <button
              type="button"
              className={`btn-secondary px-3 py-1.5 text-sm ${view === 'html' ? 'bg-ink text-parchment' : ''}`}
              aria-pressed={view === 'html'}
              onClick={() => setView('html')}
            >
              HTML
            </button>
            <button
              type="button"
              className={`btn-secondary px-3 py-1.5 text-sm ${view === 'text' ? 'bg-ink text-parchment' : ''}`}
              aria-pressed={view === 'text'}
              onClick={() => setView('text')}
            >
              Plain text
            </button>
          </div>
          {view === 'html' ? (
            <iframe title="The letter as HTML" sandbox="" srcDoc={p.html} className="h-[60vh] w-full border-2 border-gold bg-white" />
          ) : (
            <pre
              className="max-h-[60vh] overflow-auto whitespace-pre-wrap border-2 border-gold bg-white p-3 text-base"
              data-testid="dispatch-text"
            >
              {p.text}
            </pre>
          )}
        </div>
      )}
    </Modal>
  );
}

function ScheduleDialog({ onClose, onSchedule }: { onClose: () => void; onSchedule: (at: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Modal open title="Schedule the issue" onClose={onClose}>
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (value) onSchedule(new Date(value).toISOString());
        }}
      >
        <Labelled label="Send at (your local time)">
          {(id) => (
            <input
              id={id}
              type="datetime-local"
              className="field-input"
              required
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
        </Labelled>
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={!value}>
            Schedule
          </button>
        </div>
      </form>
    </Modal>
  );
}
