import { Link, useNavigate } from '@tanstack/react-router';
import { FormError, TextInput } from './ui/fields';
import { useEffect, useState } from 'react';
import { adminLoginInput } from '~/shared/schemas/admin-auth';
import { httpStatus, serverMessage } from '../lib/request-error';
import { FormField, useSchemaForm } from '../lib/schema-form';
import { toast } from '../lib/toast';
import { trpc } from '../lib/trpc';
import { useSend } from '~/client/lib/send';
import { PasskeySetup, TotpSetup } from './ui/second-factor-setup';
import { FreshProofProvider } from './ui/fresh-proof';
import { PasswordReset, PasswordResetRequest } from './ui/password-reset';
import { Glyph } from '~/client/components/page-parts/glyph';

/** Where a sign-in stands: the password form, a second factor to verify or set up, or the password reset forms. */
type Step = 'password' | 'verify' | 'enrol' | 'forgot' | 'reset';

/**
 * /admin-login: email and password, restricted-area notice, a way back to the club; then, when the
 * account has one, the second factor (docs/decisions/026). A passkey signs in without a password.
 * `?reset=TOKEN` (the emailed link) opens the form that sets a new password.
 */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [showPassword, setShowPassword] = useState(false);
  const [step, setStep] = useState<Step>('password');
  const [resetToken, setResetToken] = useState<string | null>(null);
  // After a lockout others may have caused, the owner can add the second factor's code.
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('reset');
    if (token) {
      setResetToken(token);
      setStep('reset');
      // The token leaves the address bar (and the history) at once.
      window.history.replaceState(null, '', '/admin-login');
    }
  }, []);
  const welcome = (admin: { email: string }) => {
    utils.admin.auth.me.setData(undefined, { email: admin.email });
    toast({ title: 'Login Successful', description: 'Welcome back to the Fellowship Administration.' });
    void navigate({ to: '/admin' });
  };
  const login = trpc.admin.auth.login.useMutation({
    onSuccess: (admin) => {
      if (admin.secondFactor) setStep(admin.secondFactor);
      else welcome(admin);
    },
    onError: (error) => {
      form.showServerErrors(error);
      if (httpStatus(error) === 429) setAskCode(true);
      toast({ title: 'Login Failed', description: serverMessage(error) ?? 'Login failed', variant: 'destructive' });
    },
  });
  const passkey = usePasskeySignIn(welcome);

  const form = useSchemaForm({
    initial: { email: '', password: '' },
    schema: adminLoginInput,
    id: (name) => `admin-${name}`,
    onValid: (data) => login.mutate(askCode && code.trim() ? { ...data, code: code.trim() } : data),
  });

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-ink/95 px-4 py-10">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <p className="text-center font-display text-sm font-bold uppercase tracking-[0.2em] text-sepia">The Brain Appreciation Club</p>
        <h1 className="mt-1 text-center text-3xl font-bold">Fellowship Administration</h1>
        <div className="ornament" />
        <div role="note" className="mb-6 rounded-sm border-2 border-burgundy/60 bg-burgundy/10 p-3 text-base">
          <p className="font-display font-bold text-burgundy">Restricted Area</p>
          <p>This chamber is reserved for authorised officers of the Club. Visitors are kindly asked to return to the exhibitions.</p>
        </div>
        {step === 'password' && (
          <>
            <form {...form.formProps} className="grid gap-5">
              <FormField form={form} name="email" label="Email">
                {/* A text field: "username" (what password managers fill at a sign-in) is not an email field's autofill token (HTML's control groups, pa11y H98). */}
                <input
                  {...form.field('email')}
                  name="email"
                  type="text"
                  inputMode="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  autoComplete="username"
                  className="field-input"
                />
              </FormField>
              <FormField form={form} name="password" label="Password">
                <div className="flex gap-2">
                  <input
                    {...form.field('password')}
                    name="password"
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    className="field-input"
                  />
                  <button
                    type="button"
                    className="btn-secondary shrink-0 px-3"
                    onClick={() => setShowPassword((s) => !s)}
                    aria-pressed={showPassword}
                    aria-controls="admin-password"
                  >
                    {showPassword ? 'Hide' : 'Show'}
                    <span className="sr-only"> password</span>
                  </button>
                </div>
              </FormField>
              {askCode && (
                <TextInput
                  label="Authentication code"
                  help="Locked out by failed attempts? The code from your authenticator app (or a recovery code) signs you in regardless."
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={setCode}
                />
              )}
              <button type="submit" className="btn-primary w-full" disabled={login.isPending}>
                {login.isPending ? 'Verifying...' : 'Enter the Administration'}
              </button>
            </form>
            <div className="mt-4 grid gap-2">
              <button type="button" className="btn-secondary w-full" disabled={passkey.pending} onClick={() => void passkey.signIn()}>
                Sign in with a passkey
              </button>
              <FormError error={passkey.error} />
              <button type="button" className="text-left underline" onClick={() => setStep('forgot')}>
                Forgotten your password?
              </button>
            </div>
          </>
        )}
        {step === 'verify' && <SecondFactorStep onSignedIn={welcome} passkey={passkey} />}
        {step === 'enrol' && <EnrolStep onDone={() => welcome({ email: form.values.email })} />}
        {step === 'forgot' && <PasswordResetRequest onBack={() => setStep('password')} />}
        {step === 'reset' && resetToken && <PasswordReset token={resetToken} onDone={() => setStep('password')} />}
        <Link to="/" className="btn-secondary mt-4 w-full">
          <Glyph name="back" /> Return to the Club
        </Link>
      </div>
    </main>
  );
}

/** Passkey sign-in: the server's challenge, the authenticator's answer, a session. */
function usePasskeySignIn(onSignedIn: (admin: { email: string }) => void) {
  const options = trpc.admin.auth.passkeyOptions.useMutation();
  const login = trpc.admin.auth.passkeyLogin.useMutation();
  const { error, run: signIn } = useSend(async () => {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const optionsJSON = await options.mutateAsync();
    const response = await startAuthentication({ optionsJSON });
    onSignedIn(await login.mutateAsync({ response }));
  }, 'The passkey could not be used.');
  return { signIn, error, pending: options.isPending || login.isPending };
}

function SecondFactorStep({
  onSignedIn,
  passkey,
}: {
  onSignedIn: (admin: { email: string }) => void;
  passkey: ReturnType<typeof usePasskeySignIn>;
}) {
  const verify = trpc.admin.auth.verifySecondFactor.useMutation();
  const [code, setCode] = useState('');
  const { error, onSubmit } = useSend(async () => onSignedIn(await verify.mutateAsync({ code: code.trim() })), 'That code is not right.');
  return (
    <div className="grid gap-4">
      <form onSubmit={onSubmit} className="grid gap-3">
        <h2 className="font-display text-xl font-bold">Second factor</h2>
        <div>
          <label htmlFor="second-factor-code" className="field-label">
            Authentication code
          </label>
          <input
            id="second-factor-code"
            className="field-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-describedby="second-factor-hint"
            aria-invalid={error ? true : undefined}
          />
          <p id="second-factor-hint" className="mt-1 text-sm">
            The 6-digit code from your authenticator app, or one of your recovery codes.
          </p>
          {error && (
            <p role="alert" className="mt-1 text-burgundy">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn-primary" disabled={verify.isPending}>
          Verify
        </button>
      </form>
      <button type="button" className="btn-secondary" disabled={passkey.pending} onClick={() => void passkey.signIn()}>
        Use a passkey instead
      </button>
      <FormError error={passkey.error} />
    </div>
  );
}

/**
 * ADMIN_REQUIRE_2FA: a staff member without a second factor sets one up before anything else. The
 * password just given counts as fresh proof for 10 minutes; later the dialog asks for it again (docs/decisions/036).
 */
function EnrolStep({ onDone }: { onDone: () => void }) {
  return (
    <FreshProofProvider>
      <div className="grid gap-4">
        <h2 className="font-display text-xl font-bold">Set up a second factor</h2>
        <p>The Club asks every officer for a second factor. Set one up to continue.</p>
        <TotpSetup onDone={onDone} />
        <PasskeySetup onDone={onDone} />
      </div>
    </FreshProofProvider>
  );
}
