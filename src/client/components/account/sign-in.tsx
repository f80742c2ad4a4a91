import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { useSend } from '../../lib/send';
import { CodeField, EmailField, FormMessage } from './form-bits';
import { useAccountForm } from './use-account-form';

/**
 * Sign-in without a password (docs/decisions/054): the address, then the code from the letter (or
 * its link, which lands here with `?signin=`); or a passkey added after an earlier sign-in.
 */
export function SignIn({ linkToken, onSignedIn }: { linkToken?: string; onSignedIn: () => Promise<void> }) {
  const requestCode = trpc.account.requestCode.useMutation();
  const verifyCode = trpc.account.verifyCode.useMutation();
  const linkSignIn = trpc.account.useLink.useMutation();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);

  const ask = useAccountForm('accountRequestCode', async ({ email = '' }) => {
    const answer = await requestCode.mutateAsync({ email });
    setSent({ email: email.trim(), message: answer.message });
  });
  const verify = useAccountForm('accountVerifyCode', async ({ email = '', code = '' }) => {
    await verifyCode.mutateAsync({ email, code });
    await onSignedIn();
  });
  const link = useAccountForm('accountUseLink', async ({ token = '' }) => {
    await linkSignIn.mutateAsync({ token });
    await onSignedIn();
  });

  // After a post without JavaScript: the code was asked for (its result), or the code was refused (its values).
  const postedEmail = ask.posted?.result?.email ?? firstValue(verify.posted?.values?.email);
  const step = sent ?? (postedEmail ? { email: postedEmail, message: ask.posted?.result?.message ?? '' } : null);

  return (
    <div id="sign-in" className="mx-auto max-w-xl space-y-8">
      {linkToken && (
        <form {...link.formProps} className="card space-y-4 p-6" aria-labelledby="link-title">
          <h2 id="link-title" className="text-2xl font-bold">
            Sign in with the link from your letter
          </h2>
          <input type="hidden" name="token" value={linkToken} />
          <FormMessage form={link} />
          <button type="submit" className="btn-primary" disabled={link.pending}>
            Sign in
          </button>
        </form>
      )}
      {!step ? (
        <form {...ask.formProps} className="card space-y-4 p-6" aria-labelledby="ask-title">
          <h2 id="ask-title" className="text-2xl font-bold">
            Sign in to your membership
          </h2>
          <EmailField form={ask} id="account-email" name="email" label="Email" defaultValue={firstValue(ask.posted?.values?.email)} />
          <FormMessage form={ask} />
          <button type="submit" className="btn-primary" disabled={ask.pending}>
            Send me a code
          </button>
        </form>
      ) : (
        <form {...verify.formProps} className="card space-y-4 p-6" aria-labelledby="code-title">
          <h2 id="code-title" className="text-2xl font-bold">
            Type the code from your letter
          </h2>
          {step.message && (
            <p role="status" className="text-ink-soft">
              {step.message}
            </p>
          )}
          <input type="hidden" name="email" value={step.email} />
          <CodeField form={verify} id="account-code" label="Code (6 digits)" pattern="[0-9 -]*" />
          <FormMessage form={verify} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={verify.pending}>
              Sign in
            </button>
            <a href="/account" className="btn-secondary">
              Use another address
            </a>
          </div>
        </form>
      )}
      <PasskeySignIn hydrated={ask.hydrated} onSignedIn={onSignedIn} />
    </div>
  );
}

const firstValue = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** A passkey sign-in: WebAuthn is a browser API, so this needs JavaScript, and says so without it. */
function PasskeySignIn({ hydrated, onSignedIn }: { hydrated: boolean; onSignedIn: () => Promise<void> }) {
  const options = trpc.account.passkeyOptions.useMutation();
  const login = trpc.account.passkeyLogin.useMutation();
  const {
    error,
    pending,
    run: signIn,
  } = useSend(async () => {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const response = await startAuthentication({ optionsJSON: await options.mutateAsync() });
    await login.mutateAsync({ response });
    await onSignedIn();
  }, 'The passkey did not sign you in.');
  return (
    <section className="card space-y-3 p-6" aria-labelledby="passkey-title">
      <h2 id="passkey-title" className="text-2xl font-bold">
        Or sign in with a passkey
      </h2>
      <p>If you added a passkey after an earlier sign-in, your device can sign you in with it.</p>
      {hydrated ? (
        <button type="button" className="btn-secondary" onClick={() => void signIn()} disabled={pending}>
          Sign in with a passkey
        </button>
      ) : (
        <p className="italic">Passkeys need JavaScript, which is off or still loading: sign in with a code instead.</p>
      )}
      {error && (
        <p role="alert" className="text-burgundy">
          {error}
        </p>
      )}
    </section>
  );
}
