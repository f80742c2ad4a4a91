import { useState } from 'react';
import { serverMessage } from '~/client/lib/request-error';
import { trpc } from '~/client/lib/trpc';
import { useSend } from '~/client/lib/send';
import { useFreshProof } from './fresh-proof';
import { PasskeyNameForm } from '~/client/components/account/passkey-name-form';

/**
 * Setting up an authenticator app (docs/decisions/026): a QR code (and the key, for typing in),
 * a first code to confirm, then the recovery codes, shown this once.
 */
export function TotpSetup({ onDone }: { onDone: () => void }) {
  const withProof = useFreshProof();
  const start = trpc.admin.security.totpStart.useMutation();
  const confirm = trpc.admin.security.totpConfirm.useMutation();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const { error, onSubmit } = useSend(async () => setCodes((await confirm.mutateAsync({ code })).recoveryCodes), 'That code is not right.');

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (!start.data) {
    return (
      <div>
        {start.error && (
          <p role="alert" className="mb-2 text-burgundy">
            {serverMessage(start.error)}
          </p>
        )}
        <button
          type="button"
          className="btn-primary"
          disabled={start.isPending}
          // A refusal stays in `start.error`, shown above.
          onClick={() => void withProof(() => start.mutateAsync()).catch(() => {})}
        >
          Set up an authenticator app
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-3">
      <p>Scan this code with your authenticator app, then type the 6-digit code it shows.</p>
      <img src={start.data.qrSvg} alt="QR code to add the Club to your authenticator app" width={200} height={200} className="bg-white" />
      <p className="text-sm">
        Or type this key: <code data-testid="totp-secret">{start.data.secret}</code>
      </p>
      <div>
        <label htmlFor="totp-confirm-code" className="field-label">
          Code from the app
        </label>
        <input
          id="totp-confirm-code"
          className="field-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'totp-confirm-error' : undefined}
        />
        {error && (
          <p id="totp-confirm-error" role="alert" className="mt-1 text-burgundy">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary" disabled={confirm.isPending}>
        Confirm
      </button>
    </form>
  );
}

/** The recovery codes, shown once: each signs in once in place of the app's code. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-3">
      <h3 className="font-display text-lg font-bold">Your recovery codes</h3>
      <p>Keep these somewhere safe. Each works once if you lose your device. They will not be shown again.</p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <button type="button" className="btn-primary" onClick={onDone}>
        I have saved these codes
      </button>
    </div>
  );
}

/** Adds a passkey to the account (WebAuthn, through @simplewebauthn/browser, loaded on use). */
export function PasskeySetup({ onDone }: { onDone: () => void }) {
  const withProof = useFreshProof();
  const options = trpc.admin.security.passkeyOptions.useMutation();
  const register = trpc.admin.security.passkeyRegister.useMutation();
  const [name, setName] = useState('My passkey');
  const { error, onSubmit } = useSend(async () => {
    const { startRegistration } = await import('@simplewebauthn/browser');
    // Both steps need fresh proof: asked for (once) at whichever the server refuses, then the whole ceremony again.
    await withProof(async () => {
      const optionsJSON = await options.mutateAsync();
      const response = await startRegistration({ optionsJSON });
      await register.mutateAsync({ name, response });
    });
    onDone();
  }, 'The passkey could not be added.');
  return (
    <PasskeyNameForm name={name} onName={setName} onSubmit={onSubmit} busy={options.isPending || register.isPending}>
      {error && (
        <p role="alert" className="w-full text-burgundy">
          {error}
        </p>
      )}
    </PasskeyNameForm>
  );
}
