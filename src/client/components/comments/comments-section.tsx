import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatCommentDate } from '~/shared/format';
import { COMMENTS_PAGE_SIZE } from '~/shared/public-lists';
import { REACTION_KINDS, type ReactionKind } from '~/shared/reactions';
import type { PostedForm } from '~/shared/form-posts';
import { usePostedFormOnce } from '~/client/lib/posted-form';
import { AlertMessage } from '~/client/lib/schema-form';
import { trpc } from '~/client/lib/trpc';
import { CommentForm } from './comment-form';
import { ReactionBar, ReactionEmailPrompt, rememberReactionEmail, useMyReactions, useReactionEmail, useToggleReaction } from './reactions';

type Reacting = {
  email: string;
  mine: readonly { commentId: number; reaction: ReactionKind }[];
  disabled: boolean;
  onReact: (commentId: number, reaction: ReactionKind) => void;
};

/**
 * "Scholarly Discourse": approved comments of an exhibition, newest first, a page at a time
 * (docs/decisions/020), their reaction counts (D6) and the form. "Show more" appends the next page in
 * place; without JavaScript it is a link to that page (`?comments=N`).
 */
export function CommentsSection({ contentItemId, firstPage }: { contentItemId: number; firstPage: number }) {
  // The pages shown, from the one in the address; "Show more" adds the next.
  const [pages, setPages] = useState([firstPage]);
  const first = trpc.public.comments.page.useQuery({ contentItemId, page: pageInput(firstPage) });
  const last = trpc.public.comments.page.useQuery({ contentItemId, page: pageInput(pages[pages.length - 1] ?? firstPage) });
  const email = useReactionEmail();
  const mine = useMyReactions(contentItemId);
  const reactions = useToggleReaction(contentItemId);
  // A reaction posted without JavaScript (docs/decisions/021): its result, or its email prompt.
  const posted = usePostedFormOnce('reaction');
  const after = reactionPost(posted);
  // The reaction waiting for the email prompt.
  const [prompt, setPrompt] = useState<{ commentId: number; reaction: ReactionKind } | null>(after.prompt);

  const onReact = (commentId: number, reaction: ReactionKind) => {
    if (email) reactions.toggle(commentId, reaction, email);
    else setPrompt({ commentId, reaction });
  };
  const reacting: Reacting = { email, mine: mine.data ?? after.mine, disabled: reactions.pending || mine.isFetching, onReact };
  const lastPage = pages[pages.length - 1] ?? firstPage;
  const pageCount = last.data?.pageCount ?? first.data?.pageCount ?? 0;
  const total = first.data?.total ?? 0;

  return (
    <section id="discourse" aria-labelledby="discourse-title" className="mt-14">
      <h2 id="discourse-title" className="section-title">
        Scholarly Discourse
      </h2>
      <div className="ornament !mx-0" />
      {after.done && (
        <p className="mb-4 text-base text-sepia" role="status" data-testid="reaction-result">
          {/* The toasts' words (part 1 section 8), title and description. */}
          {after.done === 'added'
            ? 'Reaction Added: Your intellectual response has been duly recorded.'
            : 'Reaction Removed: Your response has been withdrawn with dignity.'}
        </p>
      )}
      {!after.prompt && <AlertMessage message={posted?.message} title={posted?.title} className="field-error mb-4" />}
      {first.isPending ? (
        <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading comments">
          {[0, 1].map((i) => (
            <div key={i} className="skeleton h-24 w-full" />
          ))}
        </div>
      ) : first.isError ? (
        <p className="text-ink-soft">The discourse could not be retrieved at present.</p>
      ) : total === 0 ? (
        <p className="text-ink-soft">No learned remarks yet. Be the first to commit a thought to paper.</p>
      ) : (
        <>
          <p className="mb-4 text-base text-sepia" data-testid="comment-count">
            {total} {total === 1 ? 'remark' : 'remarks'}, newest first.
            {firstPage > 1 && (
              <>
                {' '}
                <Link
                  to="."
                  search={(prev: Record<string, unknown>) => ({ ...prev, comments: undefined })}
                  className="text-burgundy underline underline-offset-4"
                >
                  Back to the newest
                </Link>
              </>
            )}
          </p>
          {email && (
            <p className="mb-4 text-base text-sepia" data-testid="reaction-identity">
              Reacting as <span className="font-bold text-ink">{email}</span>.{' '}
              <button type="button" className="text-burgundy underline underline-offset-4" onClick={() => rememberReactionEmail('')}>
                Not you?
              </button>
            </p>
          )}
          <ol className="space-y-4" aria-label="Comments">
            {pages.map((page) => (
              <CommentsPage key={page} contentItemId={contentItemId} page={page} reacting={reacting} />
            ))}
          </ol>
          {lastPage < pageCount && (
            <div className="mt-6 text-center">
              <a
                href={`?comments=${lastPage + 1}`}
                className="btn-secondary"
                data-testid="show-more-comments"
                aria-label={`Show more comments (${Math.max(0, total - lastPage * COMMENTS_PAGE_SIZE)} older)`}
                onClick={(e) => {
                  e.preventDefault();
                  if (!last.isFetching) setPages([...pages, lastPage + 1]);
                }}
              >
                Show more
              </a>
            </div>
          )}
        </>
      )}
      {prompt && (
        <ReactionEmailPrompt
          contentItemId={contentItemId}
          commentId={prompt.commentId}
          reaction={prompt.reaction}
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

const isKind = (value: unknown): value is ReactionKind => REACTION_KINDS.some((kind) => kind === value);

/**
 * What the page shows of a reaction posted without JavaScript: after its redirect, what was done
 * and the visitor's reactions on this exhibition (`mine`, "ID:KIND ..."); after a button's post
 * that needs an address (or a refused address), the email prompt for that reaction.
 */
function reactionPost(posted: PostedForm | null): {
  done: 'added' | 'removed' | null;
  mine: { commentId: number; reaction: ReactionKind }[];
  prompt: { commentId: number; reaction: ReactionKind } | null;
} {
  const result = posted?.result;
  const mine = (result?.mine ?? '')
    .split(' ')
    .map((pair) => pair.split(':'))
    .flatMap(([id, kind]) => (isKind(kind) && Number(id) > 0 ? [{ commentId: Number(id), reaction: kind }] : []));
  const done = result?.done === 'added' || result?.done === 'removed' ? result.done : null;
  const value = (name: string) => {
    const v = posted?.values?.[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const commentId = Number(value('commentId'));
  const kind = value('reaction');
  const prompt = !result && value('intent') !== 'remove' && commentId > 0 && isKind(kind) ? { commentId, reaction: kind } : null;
  return { done, mine, prompt };
}

/** Page 1 is asked for without a page number: the same query the route's loader made. */
const pageInput = (page: number) => (page > 1 ? page : undefined);

/** One page of comments, as list items of the section's list. */
function CommentsPage({ contentItemId, page, reacting }: { contentItemId: number; page: number; reacting: Reacting }) {
  const { data, isPending } = trpc.public.comments.page.useQuery({ contentItemId, page: pageInput(page) });
  if (isPending) {
    return <li className="skeleton h-24 w-full" role="status" aria-busy="true" aria-label="Loading more comments" />;
  }
  return (
    <>
      {(data?.items ?? []).map((c) => (
        <li key={c.id} className="card p-5" data-testid="comment">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-display text-lg font-bold">{c.authorName}</p>
            <time dateTime={c.createdAt} className="text-base text-sepia">
              {formatCommentDate(c.createdAt)}
            </time>
          </div>
          <p className="mt-2 whitespace-pre-line">{c.comment}</p>
          <ReactionBar
            contentItemId={contentItemId}
            commentId={c.id}
            counts={c.reactions}
            mine={reacting.mine.filter((r) => r.commentId === c.id).map((r) => r.reaction)}
            disabled={reacting.disabled}
            onReact={(kind) => reacting.onReact(c.id, kind)}
          />
        </li>
      ))}
    </>
  );
}
