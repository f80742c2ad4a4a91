import { useState } from 'react';
import { FRESH_PROOF_MINUTES } from '~/shared/fresh-proof';
import { serverMessage } from '~/client/lib/request-error';
import { trpc } from '~/client/lib/trpc';
import { FormError, TextInput } from './fields';
import { Modal } from './modal';

/**
 * The confirmation of identity the server asks for before a change to how the account signs in
 * (docs/decisions/036): the password, and the second factor the account has (a code from the
 * authenticator app or a recovery code, or one of its passkeys). A Radix dialog: focus starts on
 * the password, Escape and Cancel close it, and focus goes back to the button that asked.
 */
export default function FreshProofDialog({ open, onDone }: { open: boolean; onDone: (confirmed: boolean) => void }) {
  const overview = trpc.admin.security.overview.useQuery(undefined, { enabled: open });
  const confirm = trpc.admin.security.confirmIdentity.useMutation();
  const passkeyOptions = trpc.admin.security.confirmIdentityOptions.useMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const totp = overview.data?.totp ?? false;
  const passkeys = (overview.data?.passkeys.length ?? 0) > 0;
  const passkeyOnly = passkeys && !totp;
  const busy = confirm.isPending || passkeyOptions.isPending;

  const close = (confirmed: boolean) => {
    setPassword('');
    setCode('');
    setError(null);
    onDone(confirmed);
  };

  const send = async (withPasskey: boolean) => {
    setError(null);
    if (!password) {
      setError('Please enter your password.');
      return;
    }
    try {
      let passkey;
      if (withPasskey) {
        const { startAuthentication } = await import('@simplewebauthn/browser');
        passkey = await startAuthentication({ optionsJSON: await passkeyOptions.mutateAsync() });
      }
      await confirm.mutateAsync({ password, code: withPasskey ? undefined : code.trim() || undefined, passkey });
      close(true);
    } catch (e) {
      setError(serverMessage(e) ?? 'That did not work. Please try again.');
    }
  };

  return (
    <Modal open={open} title="Confirm it is you" onClose={() => close(false)} describedBy="fresh-proof-why">
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void send(passkeyOnly);
        }}
      >
        <p id="fresh-proof-why">
          Changing how you sign in, or signing out your other sessions, needs your password
          {totp || passkeys ? ' and your second factor' : ''} again. You stay confirmed for {FRESH_PROOF_MINUTES} minutes.
        </p>
        <TextInput label="Your password" type="password" autoComplete="current-password" value={password} onChange={setPassword} />
        {totp && (
          <TextInput
            label="Code from your authenticator app"
            help="Or one of your recovery codes."
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
          />
        )}
        <FormError error={error} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={busy}>
            {passkeyOnly ? 'Confirm with a passkey' : 'Confirm'}
          </button>
          {totp && passkeys && (
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => void send(true)}>
              Use a passkey instead
            </button>
          )}
          <button type="button" className="btn-secondary" onClick={() => close(false)}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
