import { useState } from 'react';
import { formatCommentDate } from '~/shared/format';
import { isRetryableMailStatus, MAIL_KIND_LABELS, MAIL_STATUS_LABELS } from '~/shared/mail';
import { serverMessage } from '~/client/lib/request-error';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { ListTable } from '../ui/list-table';
import { Modal } from '../ui/modal';

const STATUS_STYLE: Record<string, string> = { sent: 'badge-gold', failed: 'badge border-burgundy text-burgundy' };
const statusLabel = (status: string) => MAIL_STATUS_LABELS[status] ?? status;

function StatusBadge({ status }: { status: string }) {
  return <span className={STATUS_STYLE[status] ?? 'badge'}>{statusLabel(status)}</span>;
}

/** Outbox (docs/decisions/009-mail-outbox.md): every message the club has written, as sent; Retry for one that did not go. */
export function MailTab() {
  const list = trpc.admin.mail.list.useQuery();
  const utils = trpc.useUtils();
  const retry = trpc.admin.mail.retry.useMutation();
  const retryUnsent = trpc.admin.mail.retryUnsent.useMutation();
  const [reading, setReading] = useState<number | null>(null);
  const data = list.data;
  const unsent = data?.messages.filter((m) => m.status === 'unsent').length ?? 0;

  const refresh = () => utils.admin.mail.invalidate();
  const onRetry = async (id: number) => {
    try {
      await retry.mutateAsync({ id });
      toast({ title: 'Message queued for sending' });
    } catch (error) {
      toast({ title: 'Could not retry', description: serverMessage(error), variant: 'destructive' });
    }
    await refresh();
  };
  const onRetryUnsent = async () => {
    try {
      const result = await retryUnsent.mutateAsync();
      toast({ title: result.message });
    } catch (error) {
      toast({ title: 'Could not retry', description: serverMessage(error), variant: 'destructive' });
    }
    await refresh();
  };

  const retryButton = (m: { id: number; status: string; recipient: string }) =>
    isRetryableMailStatus(m.status) && data?.smtpConfigured ? (
      <button
        type="button"
        className="btn-primary px-3 py-1.5 text-sm"
        disabled={retry.isPending}
        onClick={() => void onRetry(m.id)}
        aria-label={`Retry the message to ${m.recipient}`}
      >
        Retry
      </button>
    ) : null;
  const readButton = (m: { id: number; recipient: string }) => (
    <button
      type="button"
      className="btn-secondary px-3 py-1.5 text-sm"
      onClick={() => setReading(m.id)}
      aria-label={`Read the message to ${m.recipient}`}
    >
      Read
    </button>
  );

  return (
    <section aria-labelledby="mail-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="mail-heading" className="text-3xl font-bold">
          Outbox {data && <span className="text-xl font-normal text-sepia">({data.messages.length})</span>}
        </h2>
        <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={() => void refresh()} disabled={list.isFetching}>
          Refresh
        </button>
      </div>
      <p className="mb-5 text-ink-soft">
        Every letter the Club has written: confirmations to new members, acknowledgements of applications and proposals, and notices to the
        Club's own address. Failed tries are retried by themselves, 8 times over about a day.
      </p>
      {data && !data.smtpConfigured && (
        <p className="card mb-5 border-burgundy p-4" role="status">
          <strong>Mail is not being sent: no SMTP configured.</strong> Messages wait here. Set <code>SMTP_URL</code> and{' '}
          <code>MAIL_FROM</code>, restart the server, then Retry them.
        </p>
      )}
      {data?.smtpConfigured && unsent > 0 && (
        <p className="card mb-5 flex flex-wrap items-center justify-between gap-3 p-4">
          <span>
            {unsent} message{unsent === 1 ? ' was' : 's were'} written before SMTP was configured.
          </span>
          <button
            type="button"
            className="btn-primary px-3 py-1.5 text-sm"
            onClick={() => void onRetryUnsent()}
            disabled={retryUnsent.isPending}
          >
            Send them now
          </button>
        </p>
      )}
      <ListTable
        state={list}
        items={data?.messages}
        emptyText="No mail yet."
        caption="Outbox, newest first"
        tableClassName="min-w-[860px]"
        columns={['Time', 'Recipient', 'Subject', 'Status', 'Tries', 'Last error', 'Actions']}
        figures="Tries"
        unseen="Actions"
        topAligned
        rowTestId="mail-row"
        row={(m) => (
          <>
            <td className="whitespace-nowrap px-3 py-2">
              {formatCommentDate(m.sentAt ?? m.createdAt)}
              {m.status === 'queued' && m.tries > 0 && (
                <span className="block text-sm text-sepia">next try {formatCommentDate(m.nextAttemptAt)}</span>
              )}
            </td>
            <td className="px-3 py-2">{m.recipient}</td>
            <td className="px-3 py-2 break-words">
              {m.subject}
              <span className="block text-sm text-sepia">{MAIL_KIND_LABELS[m.kind] ?? m.kind}</span>
            </td>
            <td className="px-3 py-2">
              <StatusBadge status={m.status} />
            </td>
            <td className="px-3 py-2 text-right">{m.tries}</td>
            <td className="max-w-[16rem] px-3 py-2 break-words text-sm text-burgundy">{m.status === 'unsent' ? '' : m.lastError}</td>
            <td className="px-3 py-2">
              <div className="flex gap-2">
                {readButton(m)}
                {retryButton(m)}
              </div>
            </td>
          </>
        )}
        cardTestId="mail-item"
        card={(m) => (
          <>
            <p className="font-display text-lg font-bold break-words">{m.subject}</p>
            <p className="[overflow-wrap:anywhere] text-base">To {m.recipient}</p>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-base">
              <StatusBadge status={m.status} />
              <span>
                {m.tries} {m.tries === 1 ? 'try' : 'tries'}
              </span>
              <span className="text-sm text-sepia">{formatCommentDate(m.sentAt ?? m.createdAt)}</span>
            </div>
            {m.lastError && m.status !== 'unsent' && <p className="mt-1 break-words text-sm text-burgundy">{m.lastError}</p>}
            <div className="mt-3 flex gap-2">
              {readButton(m)}
              {retryButton(m)}
            </div>
          </>
        )}
      />
      {reading !== null && <MailReader id={reading} onClose={() => setReading(null)} />}
    </section>
  );
}

/**
 * One message as sent. The HTML is shown in a sandboxed frame with no scripts, no forms and its own
 * opaque origin, so whatever a visitor wrote into it can neither run nor reach the panel.
 */
function MailReader({ id, onClose }: { id: number; onClose: () => void }) {
  const message = trpc.admin.mail.get.useQuery({ id });
  const m = message.data;
  return (
    <Modal open title={m?.subject ?? 'Message'} onClose={onClose} wide>
      {message.isPending && <div className="skeleton h-64 w-full" aria-busy="true" aria-label="Loading" />}
      {message.isError && (
        <p className="text-burgundy" role="alert">
          This message could not be loaded.
        </p>
      )}
      {m && (
        <div className="grid gap-4">
          <dl className="grid gap-x-6 gap-y-1 text-base sm:grid-cols-2">
            <div>
              <dt className="font-display text-sm font-bold text-sepia">To</dt>
              <dd className="[overflow-wrap:anywhere]">{m.recipientName ? `${m.recipientName} <${m.recipient}>` : m.recipient}</dd>
            </div>
            {m.replyTo && (
              <div>
                <dt className="font-display text-sm font-bold text-sepia">Reply to</dt>
                <dd className="[overflow-wrap:anywhere]">{m.replyTo}</dd>
              </div>
            )}
            <div>
              <dt className="font-display text-sm font-bold text-sepia">Status</dt>
              <dd>
                <StatusBadge status={m.status} /> after {m.tries} {m.tries === 1 ? 'try' : 'tries'}
              </dd>
            </div>
            <div>
              <dt className="font-display text-sm font-bold text-sepia">{m.sentAt ? 'Sent' : 'Written'}</dt>
              <dd>{formatCommentDate(m.sentAt ?? m.createdAt)}</dd>
            </div>
            {m.smtpResponse && (
              <div className="sm:col-span-2">
                <dt className="font-display text-sm font-bold text-sepia">Server's answer</dt>
                <dd className="[overflow-wrap:anywhere] text-sm">{m.smtpResponse}</dd>
              </div>
            )}
            {m.lastError && (
              <div className="sm:col-span-2">
                <dt className="font-display text-sm font-bold text-sepia">Last error</dt>
                <dd className="break-words text-sm text-burgundy">{m.lastError}</dd>
              </div>
            )}
          </dl>
          <iframe
            title="The message as sent (HTML)"
            sandbox=""
            srcDoc={m.html}
            className="h-[55vh] w-full rounded-sm border-2 border-gold bg-white"
            data-testid="mail-html"
          />
          <details>
            <summary className="cursor-pointer font-display font-bold">Plain-text version</summary>
            <pre className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-sm bg-parchment p-3 text-sm">{m.text}</pre>
          </details>
        </div>
      )}
    </Modal>
  );
}
