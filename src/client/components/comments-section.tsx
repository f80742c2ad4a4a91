import { formatCommentDate } from '../../shared/format';
import { trpc } from '../lib/trpc';
import { CommentForm } from './comment-form';

/** "Scholarly Discourse": approved comments of an exhibition and the form to add one. */
export function CommentsSection({ contentItemId }: { contentItemId: number }) {
  const { data: comments, isPending, isError } = trpc.public.comments.list.useQuery({ contentItemId });

  return (
    <section aria-labelledby="discourse-title" className="mt-14">
      <h2 id="discourse-title" className="section-title">Scholarly Discourse</h2>
      <div className="ornament !mx-0" />
      {isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading comments">
          {[0, 1].map((i) => <div key={i} className="skeleton h-24 w-full" />)}
        </div>
      ) : isError ? (
        <p className="text-ink-soft">The discourse could not be retrieved at present.</p>
      ) : comments.length === 0 ? (
        <p className="text-ink-soft">No learned remarks yet. Be the first to commit a thought to paper.</p>
      ) : (
        <ol className="space-y-4" aria-label="Comments">
          {comments.map((c) => (
            <li key={c.id} className="card p-5" data-testid="comment">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-display text-lg font-bold">{c.authorName}</p>
                <time dateTime={c.createdAt} className="text-base text-sepia">{formatCommentDate(c.createdAt)}</time>
              </div>
              <p className="mt-2 whitespace-pre-line">{c.comment}</p>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-8">
        <CommentForm contentItemId={contentItemId} />
      </div>
    </section>
  );
}
