import { useState } from 'react';
import { commentCreateInput } from '../../../shared/schemas/comments';
import { serverFieldErrors, serverMessage } from '../../lib/request-error';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

const empty = { authorName: '', authorEmail: '', comment: '', website: '' };

/** The comment form of an exhibition: validated with the shared schema before sending. */
export function CommentForm({ contentItemId }: { contentItemId: number }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = trpc.public.comments.create.useMutation({
    onSuccess: () => {
      setValues(empty);
      setErrors({});
      toast({
        title: 'Comment Submitted',
        description: 'Your comment has been submitted and awaits approval by the Fellowship.',
      });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to submit comment', variant: 'destructive' });
    },
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = { ...values, contentItemId };
    const parsed = commentCreateInput.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    submit.mutate(input);
  };

  const set = (key: keyof typeof empty) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-4 p-6" aria-labelledby="comment-form-title">
      <h3 id="comment-form-title" className="text-2xl font-bold">Contribute to the Discourse</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="comment-name" className="field-label">Name</label>
          <input id="comment-name" name="authorName" className="field-input" required autoComplete="name"
            value={values.authorName} onChange={set('authorName')}
            aria-invalid={Boolean(errors.authorName)} aria-describedby={errors.authorName ? 'comment-name-error' : undefined} />
          {errors.authorName && <p id="comment-name-error" className="field-error">{errors.authorName}</p>}
        </div>
        <div>
          <label htmlFor="comment-email" className="field-label">Email</label>
          <input id="comment-email" name="authorEmail" type="email" className="field-input" required autoComplete="email"
            value={values.authorEmail} onChange={set('authorEmail')}
            aria-invalid={Boolean(errors.authorEmail)} aria-describedby={errors.authorEmail ? 'comment-email-error' : undefined} />
          {errors.authorEmail && <p id="comment-email-error" className="field-error">{errors.authorEmail}</p>}
        </div>
      </div>
      <div>
        <label htmlFor="comment-text" className="field-label">Comment</label>
        <textarea id="comment-text" name="comment" className="field-input min-h-[120px]" required
          value={values.comment} onChange={set('comment')}
          aria-invalid={Boolean(errors.comment)} aria-describedby={errors.comment ? 'comment-text-error' : undefined} />
        {errors.comment && <p id="comment-text-error" className="field-error">{errors.comment}</p>}
      </div>
      {/* Honeypot (D8): hidden from people and assistive technology. */}
      <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label htmlFor="comment-website">Website</label>
        <input id="comment-website" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      <button type="submit" className="btn-primary" disabled={submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Submit Comment'}
      </button>
      <p className="text-base text-sepia">Comments are read by a Fellow before they appear. Your email is never shown.</p>
    </form>
  );
}
