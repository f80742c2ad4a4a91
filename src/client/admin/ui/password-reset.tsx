import { useState } from 'react';
import { Field } from './fields';
import { serverMessage } from '../../lib/request-error';
import { trpc } from '../../lib/trpc';

/** Asks for a reset link (docs/decisions/026): the same answer whether or not the address is a staff account's. */
export function PasswordResetRequest({ onBack }: { onBack: () => void }) {
  const request = trpc.admin.auth.requestPasswordReset.useMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    await request.mutateAsync({ email }).catch((e: unknown) => setError(serverMessage(e) ?? 'Please try again.'));
  };
  return (
    <div className="grid gap-3">
      <h2 className="font-display text-xl font-bold">Forgotten password</h2>
      {request.data ? (
        <p role="status">{request.data.message}</p>
      ) : (
        <form onSubmit={(e) => void submit(e)} className="grid gap-3">
          <Field label="Email">
            {(field) => (
              <input
                {...field}
                type="email"
                autoComplete="username"
                className="field-input"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          {error && (
            <p role="alert" className="text-burgundy">
              {error}
            </p>
          )}
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
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    await reset.mutateAsync({ token, password }).catch((e: unknown) => setError(serverMessage(e) ?? 'Please try again.'));
  };
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
    <form onSubmit={(e) => void submit(e)} className="grid gap-3">
      <h2 className="font-display text-xl font-bold">Choose a new password</h2>
      <Field label="New password" help="At least 12 characters, and not a common password.">
        {(field) => (
          <input
            {...field}
            type="password"
            autoComplete="new-password"
            className="field-input"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      {error && (
        <p role="alert" className="text-burgundy">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={reset.isPending}>
        Set the new password
      </button>
    </form>
  );
}
