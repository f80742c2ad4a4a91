import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { formatCommentDate } from '~/shared/format';
import { serverMessage } from '~/client/lib/request-error';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { Field } from '../ui/fields';
import { ListState } from '../ui/list-state';
import { useConfirm } from '../ui/modal';
import { emptyText, ListSearch, Pager, useClampedPage, usePagedList } from '../ui/paged-list';
import { ModerationRules } from './moderation-rules';
import { TabSection } from '../ui/tab-section';

type Decision = 'approve' | 'reject';

/** Approve and Reject, for one comment or for the selected ones. */
function DecisionButtons({
  labels,
  disabled,
  onDecide,
}: {
  labels: Record<Decision, string>;
  disabled: boolean;
  onDecide: (action: Decision) => void;
}) {
  return (
    <>
      <button type="button" className="btn-gold px-3 py-1.5 text-sm" disabled={disabled} onClick={() => onDecide('approve')}>
        {labels.approve}
      </button>
      <button type="button" className="btn-secondary px-3 py-1.5 text-sm" disabled={disabled} onClick={() => onDecide('reject')}>
        {labels.reject}
      </button>
    </>
  );
}

/**
 * Comment Moderation (D6): pending comments with their exhibition; approve or reject one, or many
 * at once; the queue narrowed to an exhibition or to what the word list held; the blocks and the
 * word list below (docs/decisions/027).
 */
export function CommentsTab() {
  const utils = trpc.useUtils();
  const paged = usePagedList();
  const [exhibition, setExhibition] = useState<number | undefined>(undefined);
  const [heldOnly, setHeldOnly] = useState(false);
  const input = { ...paged.input, ...(exhibition && { contentItemId: exhibition }), ...(heldOnly && { held: true }) };
  const pending = trpc.admin.comments.pendingPage.useQuery(input, { placeholderData: keepPreviousData });
  const exhibitions = trpc.admin.comments.pendingExhibitions.useQuery();
  useClampedPage(paged, pending.data);
  const approve = trpc.admin.comments.approve.useMutation();
  const reject = trpc.admin.comments.reject.useMutation();
  const bulk = trpc.admin.comments.bulk.useMutation();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<number | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // One array per answer, so the effect below runs when the page in view changes, not on every render.
  const shown = useMemo(() => pending.data?.items ?? [], [pending.data?.items]);
  // A selection only ever names comments on the page in view.
  useEffect(() => {
    setSelected((current) => {
      const visible = new Set(shown.map((c) => c.id));
      const kept = [...current].filter((id) => visible.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [shown]);
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = shown.length > 0 && shown.every((c) => selected.has(c.id));

  const actOnSelected = async (action: Decision) => {
    const ids = [...selected];
    if (ids.length === 0) return;
    if (action === 'reject') {
      const ok = await confirm({
        title: `Reject ${ids.length} comment${ids.length === 1 ? '' : 's'}?`,
        description: 'Rejected comments are deleted and cannot be restored.',
        confirmLabel: 'Reject and delete',
      });
      if (!ok) return;
    }
    setBusy(-1);
    try {
      const result = await bulk.mutateAsync({ ids, action });
      toast({ title: 'Comments updated', description: result.message });
      setSelected(new Set());
      await utils.invalidate();
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to update the comments.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const act = async (id: number, action: Decision) => {
    if (action === 'reject') {
      const ok = await confirm({
        title: 'Reject this comment?',
        description: 'A rejected comment is deleted and cannot be restored.',
        confirmLabel: 'Reject and delete',
      });
      if (!ok) return;
    }
    setBusy(id);
    try {
      await (action === 'approve' ? approve : reject).mutateAsync({ id });
      toast({
        title: 'Comment updated',
        description:
          action === 'approve' ? 'The comment is approved and now appears on its exhibition.' : 'The comment was rejected and deleted.',
      });
      await utils.invalidate();
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to update comment.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <TabSection tab="comments" intro="New comments wait here until a Fellow approves them. Rejecting deletes the comment.">
      <ListSearch list={paged} label="Search pending comments" placeholder="Author, email, comment or exhibition" />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        {/* A select is as wide as its longest option: long titles must not widen a phone's page. */}
        <Field label="Exhibition" className="min-w-0 max-w-full">
          {(field) => (
            <select
              {...field}
              className="field-input w-full sm:w-auto sm:max-w-md"
              value={exhibition ?? ''}
              onChange={(e) => {
                setExhibition(e.target.value ? Number(e.target.value) : undefined);
                paged.setPage(1);
              }}
            >
              <option value="">Every exhibition</option>
              {exhibitions.data?.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.title} ({x.pending})
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="flex items-center gap-2 pb-2 font-display font-bold">
          <input
            type="checkbox"
            className="h-5 w-5 accent-burgundy"
            checked={heldOnly}
            onChange={(e) => {
              setHeldOnly(e.target.checked);
              paged.setPage(1);
            }}
          />
          Only comments held by the word list
        </label>
      </div>
      <div role="group" aria-label="Moderate the selected comments" className="mb-4 flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 font-display font-bold">
          <input
            type="checkbox"
            className="h-5 w-5 accent-burgundy"
            checked={allSelected}
            disabled={shown.length === 0}
            onChange={(e) => setSelected(e.target.checked ? new Set(shown.map((c) => c.id)) : new Set())}
          />
          Select all on this page
        </label>
        <span className="text-ink-soft" aria-live="polite">
          {selected.size} selected
        </span>
        <DecisionButtons
          labels={{ approve: 'Approve selected', reject: 'Reject selected' }}
          disabled={selected.size === 0 || busy !== null}
          onDecide={(action) => void actOnSelected(action)}
        />
      </div>
      <ListState
        isPending={pending.isPending}
        isError={pending.isError}
        isEmpty={pending.data?.items.length === 0}
        emptyText={emptyText(paged, 'No comments await moderation. The discourse is in perfect order.')}
      >
        <ul className="grid gap-4">
          {pending.data?.items.map((c) => (
            <li key={c.id} className="card p-4" data-testid="pending-comment">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-burgundy"
                  aria-label={`Select the comment of ${c.authorName}`}
                  checked={selected.has(c.id)}
                  onChange={(e) => toggle(c.id, e.target.checked)}
                />
                <p className="mr-auto font-display text-lg font-bold">
                  {c.authorName}{' '}
                  <a href={`mailto:${c.authorEmail}`} className="font-serif text-base font-normal">
                    {c.authorEmail}
                  </a>
                </p>
                <p className="text-sm text-sepia">{formatCommentDate(c.createdAt)}</p>
              </div>
              <p className="text-base text-ink-soft">
                On exhibition:{' '}
                <a href={`/exhibitions/${c.contentItemId}`} target="_blank" rel="noopener noreferrer" className="font-bold">
                  {c.exhibitionTitle}
                </a>
              </p>
              {c.heldFor && <p className="mt-1 text-base font-bold text-burgundy">Held by the word list: “{c.heldFor}”</p>}
              <blockquote className="mt-2 whitespace-pre-wrap break-words border-l-4 border-gold pl-3">{c.comment}</blockquote>
              <div className="mt-3 flex gap-2">
                <DecisionButtons
                  labels={{ approve: 'Approve', reject: 'Reject' }}
                  disabled={busy === c.id || busy === -1}
                  onDecide={(action) => void act(c.id, action)}
                />
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <Pager list={paged} info={pending.data} noun="pending comments" />
      <ModerationRules />
    </TabSection>
  );
}
