import { useState } from 'react';
import { FormError, NewPasswordField, TextInput } from './fields';
import { trpc } from '~/client/lib/trpc';
import { useSend } from '~/client/lib/send';

/** Asks for a reset link (docs/decisions/026): the same answer whether or not the address is a staff account's. */
export function PasswordResetRequest({ onBack }: { onBack: () => void }) {
  const request = trpc.admin.auth.requestPasswordReset.useMutation();
  const [email, setEmail] = useState('');
  const { error, onSubmit } = useSend(() => request.mutateAsync({ email }), 'Please try again.');
  return (
    <div className="grid gap-3">
      <h2 className="font-display text-xl font-bold">Forgotten password</h2>
      {request.data ? (
        <p role="status">{request.data.message}</p>
      ) : (
        <form onSubmit={onSubmit} className="grid gap-3">
          <TextInput label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} />
          <FormError error={error} />
          <button type="submit" className="btn-primary" disabled={request.isPending}>
            Send me a link
          </button>
        </form>
      )}
      <button type="button" className="btn-secondary" onClick={onBack}>
        Back to sign-in
      </button>
    </div>
  );
}

/** Sets a new password from the emailed link. */
export function PasswordReset({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = trpc.admin.auth.resetPassword.useMutation();
  const [password, setPassword] = useState('');
  const { error, onSubmit } = useSend(() => reset.mutateAsync({ token, password }), 'Please try again.');
  if (reset.data) {
    return (
      <div className="grid gap-3">
        <p role="status">{reset.data.message}</p>
        <button type="button" className="btn-primary" onClick={onDone}>
          Sign in
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-3">
      <h2 className="font-display text-xl font-bold">Choose a new password</h2>
      <NewPasswordField help="At least 12 characters, and not a common password." value={password} onChange={setPassword} error={error} />
      <button type="submit" className="btn-primary" disabled={reset.isPending}>
        Set the new password
      </button>
    </form>
  );
}
