import { Link } from '@tanstack/react-router';
import { acceptInvitationInput } from '~/shared/schemas/admin-auth';
import { serverMessage } from '../lib/request-error';
import { FormField, useSchemaForm } from '../lib/schema-form';
import { toast } from '../lib/toast';
import { trpc } from '../lib/trpc';
import { Glyph } from '~/client/components/page-parts/glyph';

/**
 * /admin-login#invitation=TOKEN (docs/decisions/027): the invitee chooses a name and a password,
 * then signs in as usual (`onAccepted` shows the login). The token travels in the fragment, so it
 * is never in a request line or a log. Part of the login page's lazy chunk: no route of its own, so
 * nothing is added to the home page's route tree.
 */
export default function AdminInvitationPage({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const invitation = trpc.admin.staff.invitation.useQuery(
    { token },
    // Never kept: once used, the same link must be asked about again.
    { enabled: Boolean(token), retry: false, gcTime: 0 },
  );
  const accept = trpc.admin.staff.acceptInvitation.useMutation({
    onSuccess: (result) => {
      toast({ title: 'Welcome to the staff', description: `Sign in as ${result.email} with your new password.` });
      onAccepted();
    },
    onError: (error) => {
      form.showServerErrors(error);
      toast({
        title: 'Not accepted',
        description: serverMessage(error) ?? 'The invitation could not be accepted.',
        variant: 'destructive',
      });
    },
  });
  const form = useSchemaForm({
    initial: { name: '', password: '' },
    schema: acceptInvitationInput,
    toInput: (values) => ({ ...values, token }),
    id: (name) => `invitation-${name}`,
    onValid: (data) => accept.mutate(data),
  });

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-ink/95 px-4 py-10">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <p className="text-center font-display text-sm font-bold uppercase tracking-[0.2em] text-sepia">The Brain Appreciation Club</p>
        <h1 className="mt-1 text-center text-3xl font-bold">Join the Fellowship Administration</h1>
        <div className="ornament" />
        {token === '' || invitation.isError ? (
          <div role="alert" className="grid gap-4">
            <p>{serverMessage(invitation.error) ?? 'This invitation link is incomplete.'}</p>
            <Link to="/" className="btn-secondary w-full">
              <Glyph name="back" /> Return to the Club
            </Link>
          </div>
        ) : !invitation.data ? (
          <p aria-busy="true">Reading your invitation…</p>
        ) : (
          <>
            <p className="mb-5">
              You are invited as <strong>{invitation.data.roleLabel}</strong> with the address{' '}
              <strong className="[overflow-wrap:anywhere]">{invitation.data.email}</strong>. Choose your name and a password of at least 12
              characters that is hard to guess (a passphrase of unusual words, not built from your address).
            </p>
            <form {...form.formProps} className="grid gap-5">
              <input type="email" name="username" autoComplete="username" value={invitation.data.email} readOnly hidden />
              <FormField form={form} name="name" label="Your name">
                <input {...form.field('name')} autoComplete="name" className="field-input" />
              </FormField>
              <FormField form={form} name="password" label="Password">
                <input {...form.field('password')} type="password" autoComplete="new-password" className="field-input" />
              </FormField>
              <button type="submit" className="btn-primary w-full" disabled={accept.isPending}>
                {accept.isPending ? 'Joining…' : 'Accept the invitation'}
              </button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
