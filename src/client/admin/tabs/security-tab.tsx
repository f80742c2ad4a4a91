import { useState } from 'react';
import { NewPasswordField, TextInput } from '../ui/fields';
import { formatCommentDate } from '~/shared/format';
import { serverMessage } from '~/client/lib/request-error';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { useSend } from '~/client/lib/send';
import { FreshProofProvider, useFreshProof } from '../ui/fresh-proof';
import { PasskeySetup, RecoveryCodes, TotpSetup } from '../ui/second-factor-setup';

/**
 * Security (docs/decisions/026): the signed-in account's second factors, password and sessions.
 * Each change asks for the password and second factor first when the server says so (docs/decisions/036).
 */
export function SecurityTab() {
  return (
    <FreshProofProvider>
      <SecuritySections />
    </FreshProofProvider>
  );
}

function SecuritySections() {
  const utils = trpc.useUtils();
  const withProof = useFreshProof();
  const overview = trpc.admin.security.overview.useQuery();
  const refresh = () => void utils.admin.security.invalidate();
  const removeTotp = trpc.admin.security.totpRemove.useMutation({ onSettled: refresh });
  const renewCodes = trpc.admin.security.recoveryCodesRenew.useMutation();
  const removePasskey = trpc.admin.security.passkeyRemove.useMutation({ onSettled: refresh });
  const [codes, setCodes] = useState<string[] | null>(null);
  const data = overview.data;
  const fail = (title: string) => (error: unknown) => toast({ title, description: serverMessage(error), variant: 'destructive' });

  return (
    <div className="grid gap-8">
      <section aria-labelledby="security-totp">
        <h2 id="security-totp" className="mb-2 font-display text-xl font-bold">
          Authenticator app
        </h2>
        {data?.totp ? (
          <div className="grid gap-3">
            <p>
              An authenticator app is set up. Recovery codes left: <strong>{data.recoveryCodesLeft}</strong>.
            </p>
            {codes ? (
              <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
            ) : (
              <div className="flex flex-wrap gap-3">
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() =>
                    void withProof(() => renewCodes.mutateAsync()).then(
                      (r) => (setCodes(r.recoveryCodes), refresh()),
                      fail('Could not renew the codes'),
                    )
                  }
                >
                  New recovery codes
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => void withProof(() => removeTotp.mutateAsync()).catch(fail('Could not remove the app'))}
                >
                  Remove the authenticator app
                </button>
              </div>
            )}
          </div>
        ) : (
          data && <TotpSetup onDone={refresh} />
        )}
      </section>

      <section aria-labelledby="security-passkeys">
        <h2 id="security-passkeys" className="mb-2 font-display text-xl font-bold">
          Passkeys
        </h2>
        <ul className="mb-3 grid gap-2" aria-label="Your passkeys">
          {data?.passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-3">
              <span>
                {p.name} (added {formatCommentDate(p.createdAt)}
                {p.lastUsedAt ? `, last used ${formatCommentDate(p.lastUsedAt)}` : ''})
              </span>
              <button
                type="button"
                className="btn-secondary px-3 py-1 text-sm"
                aria-label={`Remove the passkey ${p.name}`}
                onClick={() => void withProof(() => removePasskey.mutateAsync({ id: p.id })).catch(fail('Could not remove the passkey'))}
              >
                Remove
              </button>
            </li>
          ))}
          {data?.passkeys.length === 0 && <li>No passkeys yet.</li>}
        </ul>
        <PasskeySetup
          onDone={() => {
            toast({ title: 'Passkey added' });
            refresh();
          }}
        />
      </section>

      <ChangePassword />
      <Sessions />
    </div>
  );
}

function ChangePassword() {
  const withProof = useFreshProof();
  const change = trpc.admin.security.changePassword.useMutation();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const { error, onSubmit } = useSend(async () => {
    const result = await withProof(() => change.mutateAsync({ currentPassword, newPassword }));
    toast({ title: result.message });
    setCurrent('');
    setNew('');
  }, 'The password could not be changed.');
  return (
    <section aria-labelledby="security-password">
      <h2 id="security-password" className="mb-2 font-display text-xl font-bold">
        Password
      </h2>
      <form onSubmit={onSubmit} className="grid max-w-md gap-3">
        <TextInput label="Current password" type="password" autoComplete="current-password" value={currentPassword} onChange={setCurrent} />
        <NewPasswordField
          help="At least 12 characters, and not a common password: a passphrase of unusual words works well."
          value={newPassword}
          onChange={setNew}
          error={error}
        />
        <button type="submit" className="btn-primary" disabled={change.isPending}>
          Change password
        </button>
      </form>
    </section>
  );
}

function Sessions() {
  const utils = trpc.useUtils();
  const withProof = useFreshProof();
  const sessions = trpc.admin.security.sessions.useQuery();
  const signOutOthers = trpc.admin.security.signOutOthers.useMutation({ onSettled: () => void utils.admin.security.sessions.invalidate() });
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <section aria-labelledby="security-sessions">
      <h2 id="security-sessions" className="mb-2 font-display text-xl font-bold">
        Where you are signed in
      </h2>
      <ul className="mb-3 grid gap-2" aria-label="Your sessions">
        {sessions.data?.map((s) => (
          <li key={s.id}>
            {s.current ? <strong>This browser: </strong> : null}
            {s.userAgent || 'Unknown browser'} from {s.ip || 'an unknown address'}, signed in {formatCommentDate(s.createdAt)}, last active{' '}
            {formatCommentDate(s.lastUsedAt)}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn-secondary"
        disabled={others === 0 || signOutOthers.isPending}
        onClick={() =>
          void withProof(() => signOutOthers.mutateAsync({})).then(
            (r) => toast({ title: `Signed out of ${r.ended} other session${r.ended === 1 ? '' : 's'}` }),
            (e: unknown) => toast({ title: 'Could not sign out', description: serverMessage(e), variant: 'destructive' }),
          )
        }
      >
        Sign out of other sessions
      </button>
    </section>
  );
}
