import { serverMessage } from '~/client/lib/request-error';
import { FormField, FormSubmit, FormSuccess, useSchemaForm } from '~/client/lib/schema-form';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';

const empty = { authorName: '', authorEmail: '', comment: '', website: '' };
const ids = { authorName: 'comment-name', authorEmail: 'comment-email', comment: 'comment-text', website: 'comment-website' } as const;

// Loaded on the form's first focus (or its submit): zod stays out of the page's first JavaScript, and
// its schemas are not made while the page hydrates (docs/decisions/068).
const loadSchema = () => import('~/shared/schemas/comments').then((m) => m.commentCreateInput);

/** The comment form of an exhibition: validated with the shared schema before sending. */
export function CommentForm({ contentItemId }: { contentItemId: number }) {
  const submit = trpc.public.comments.create.useMutation({
    onSuccess: () => {
      form.reset();
      toast({
        title: 'Comment Submitted',
        description: 'Your comment has been submitted and awaits approval by the Fellowship.',
      });
    },
    onError: (error) => {
      form.showServerErrors(error);
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to submit comment', variant: 'destructive' });
    },
  });
  const form = useSchemaForm({
    initial: empty,
    schema: loadSchema,
    post: 'comment',
    id: (name) => ids[name],
    toInput: (values) => ({ ...values, contentItemId }),
    onValid: (data) => submit.mutate(data),
  });

  return (
    <form {...form.formProps} id="comment-form" className="card space-y-4 p-6" aria-labelledby="comment-form-title">
      <h3 id="comment-form-title" className="text-2xl font-bold">
        Contribute to the Discourse
      </h3>
      <FormSuccess
        form={form}
        title="Comment Submitted"
        description="Your comment has been submitted and awaits approval by the Fellowship."
      />
      <input type="hidden" name="contentItemId" value={contentItemId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="authorName" label="Name">
          <input {...form.field('authorName')} name="authorName" type="text" className="field-input" required autoComplete="name" />
        </FormField>
        <FormField form={form} name="authorEmail" label="Email">
          <input {...form.field('authorEmail')} name="authorEmail" type="email" className="field-input" required autoComplete="email" />
        </FormField>
      </div>
      <FormField form={form} name="comment" label="Comment">
        <textarea {...form.field('comment')} name="comment" className="field-input min-h-[120px]" required />
      </FormField>
      <FormSubmit form={form} pending={submit.isPending} label="Submit Comment" className="btn-primary" />
      <p className="text-base text-sepia">Comments are read by a Fellow before they appear. Your email is never shown.</p>
    </form>
  );
}
