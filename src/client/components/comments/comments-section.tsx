import { useState } from 'react';
import { formatCommentDate } from '../../../shared/format';
import type { ReactionKind } from '../../../shared/reactions';
import { trpc } from '../../lib/trpc';
import { CommentForm } from './comment-form';
import { ReactionBar, ReactionEmailPrompt, rememberReactionEmail, useReactionEmail, useToggleReaction } from './reactions';

/** "Scholarly Discourse": approved comments of an exhibition, their reactions (D6) and the form. */
export function CommentsSection({ contentItemId }: { contentItemId: number }) {
  const { data: comments, isPending, isError } = trpc.public.comments.list.useQuery({ contentItemId });
  const email = useReactionEmail();
  const reactions = useToggleReaction();
  // The reaction waiting for the email prompt.
  const [prompt, setPrompt] = useState<{ commentId: number; reaction: ReactionKind } | null>(null);

  const onReact = (commentId: number, reaction: ReactionKind) => {
    if (email) reactions.toggle(commentId, reaction, email);
    else setPrompt({ commentId, reaction });
  };

  return (
    <section aria-labelledby="discourse-title" className="mt-14">
      <h2 id="discourse-title" className="section-title">Scholarly Discourse</h2>
      <div className="ornament !mx-0" />
      {isPending ? (
        <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading comments">
          {[0, 1].map((i) => <div key={i} className="skeleton h-24 w-full" />)}
        </div>
      ) : isError ? (
        <p className="text-ink-soft">The discourse could not be retrieved at present.</p>
      ) : comments.length === 0 ? (
        <p className="text-ink-soft">No learned remarks yet. Be the first to commit a thought to paper.</p>
      ) : (
        <>
          {email && (
            <p className="mb-4 text-base text-sepia" data-testid="reaction-identity">
              Reacting as <span className="font-bold text-ink">{email}</span>.{' '}
              <button type="button" className="text-burgundy underline underline-offset-4" onClick={() => rememberReactionEmail('')}>
                Not you?
              </button>
            </p>
          )}
          <ol className="space-y-4" aria-label="Comments">
            {comments.map((c) => (
              <li key={c.id} className="card p-5" data-testid="comment">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-display text-lg font-bold">{c.authorName}</p>
                  <time dateTime={c.createdAt} className="text-base text-sepia">{formatCommentDate(c.createdAt)}</time>
                </div>
                <p className="mt-2 whitespace-pre-line">{c.comment}</p>
                <ReactionBar commentId={c.id} email={email} disabled={reactions.pending} onReact={(kind) => onReact(c.id, kind)} />
              </li>
            ))}
          </ol>
        </>
      )}
      {prompt && (
        <ReactionEmailPrompt
          onCancel={() => setPrompt(null)}
          onSubmit={(address) => {
            rememberReactionEmail(address);
            reactions.toggle(prompt.commentId, prompt.reaction, address);
            setPrompt(null);
          }}
        />
      )}
      <div className="mt-8">
        <CommentForm contentItemId={contentItemId} />
      </div>
    </section>
  );
}
