import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCommentDate } from '../../../shared/format';
import { serverMessage } from '../../lib/request-error';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ListState } from '../ui/list-state';
import { useConfirm } from '../ui/modal';
import { emptyText, ListSearch, Pager, useClampedPage, usePagedList } from '../ui/paged-list';

/** Comment Moderation (D6): pending comments with their exhibition; approve or reject. */
export function CommentsTab() {
  const utils = trpc.useUtils();
  const paged = usePagedList();
  const pending = trpc.admin.comments.pendingPage.useQuery(paged.input, { placeholderData: keepPreviousData });
  useClampedPage(paged, pending.data);
  const approve = trpc.admin.comments.approve.useMutation();
  const reject = trpc.admin.comments.reject.useMutation();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<number | null>(null);

  const act = async (id: number, action: 'approve' | 'reject') => {
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
    <section aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="text-3xl font-bold">
        Comment Moderation
      </h2>
      <p className="mb-5 text-ink-soft">New comments wait here until a Fellow approves them. Rejecting deletes the comment.</p>
      <ListSearch list={paged} label="Search pending comments" placeholder="Author, email, comment or exhibition" />
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
                <p className="font-display text-lg font-bold">
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
              <blockquote className="mt-2 whitespace-pre-wrap break-words border-l-4 border-gold pl-3">{c.comment}</blockquote>
              <div className="mt-3 flex gap-2">
                <button
                  type="button"
                  className="btn-gold px-3 py-1.5 text-sm"
                  disabled={busy === c.id}
                  onClick={() => void act(c.id, 'approve')}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="btn-secondary px-3 py-1.5 text-sm"
                  disabled={busy === c.id}
                  onClick={() => void act(c.id, 'reject')}
                >
                  Reject
                </button>
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <Pager list={paged} info={pending.data} noun="pending comments" />
    </section>
  );
}
