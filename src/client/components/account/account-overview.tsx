import { useEffect, useState } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '~/routers';
import { formatLongDateGB } from '~/shared/format';
import { MEMBER_STATUS_LABELS } from '~/shared/members';
import { trpc } from '../../lib/trpc';
import { CodeField, described, EmailField, Field, FormMessage } from './form-bits';
import type { AccountForm } from './use-account-form';
import { useAccountForm } from './use-account-form';
import { RenewalSection } from '../member-renewal/renewal-section';
import { receiptNumberOf } from '~/shared/receipts';
import { Link } from '@tanstack/react-router';
import { useSend } from '../../lib/send';
import { PasskeyNameForm } from './passkey-name-form';

export type Overview = inferRouterOutputs<AppRouter>['account']['overview'];
type Props = { overview: Overview; onChange: () => Promise<void> };

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);

/** How the page names a member's state: "lapsing" is the last 30 days (decision 028's "expiring"). */
const STATUS_WORDS: Record<Overview['status'], string> = {
  active: 'Active',
  expiring: 'Lapsing soon',
  lapsed: 'Lapsed',
  refunded: 'Refunded',
};

/** The signed-in member's page: membership, payments, letters, address, passkeys, their data. */
export function AccountOverview({ overview, onChange }: Props) {
  return (
    <div className="space-y-10">
      <Membership overview={overview} onChange={onChange} />
      <RenewalSection onChange={onChange} />
      <Payments overview={overview} />
      <Letters overview={overview} />
      <Address overview={overview} onChange={onChange} />
      <Passkeys overview={overview} onChange={onChange} />
      <YourData overview={overview} onChange={onChange} />
    </div>
  );
}

function Membership({ overview, onChange }: Props) {
  const signOut = trpc.account.signOut.useMutation();
  const everywhere = trpc.account.signOutEverywhere.useMutation();
  const out = useAccountForm('accountSignOut', async () => {
    await signOut.mutateAsync();
    await onChange();
  });
  const all = useAccountForm('accountSignOutEverywhere', async () => {
    await everywhere.mutateAsync();
    await onChange();
  });
  return (
    <section id="membership" className="card space-y-4 p-6" aria-labelledby="membership-title">
      <h2 id="membership-title" className="text-2xl font-bold">
        {overview.firstName ? `${overview.firstName}, your membership` : 'Your membership'}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-bold">Tier</dt>
        <dd data-testid="account-tier">{overview.planName}</dd>
        <dt className="font-bold">Status</dt>
        <dd data-testid="account-status" title={MEMBER_STATUS_LABELS[overview.status]}>
          {STATUS_WORDS[overview.status]}
        </dd>
        <dt className="font-bold">Current period</dt>
        <dd data-testid="account-period">
          {formatLongDateGB(overview.periodStart)} to {formatLongDateGB(overview.periodEnd)}
        </dd>
        <dt className="font-bold">Member since</dt>
        <dd>{formatLongDateGB(overview.firstJoinedAt)}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <form {...out.formProps}>
          <button type="submit" className="btn-secondary" disabled={out.pending}>
            Sign out
          </button>
        </form>
        <form {...all.formProps}>
          <button type="submit" className="btn-secondary" disabled={all.pending}>
            Sign out everywhere
          </button>
        </form>
      </div>
      <FormMessage form={out} />
      <FormMessage form={all} />
    </section>
  );
}

function Payments({ overview }: { overview: Overview }) {
  return (
    <section id="payments" className="card space-y-4 p-6" aria-labelledby="payments-title">
      <h2 id="payments-title" className="text-2xl font-bold">
        Payments and refunds
      </h2>
      {overview.payments.length === 0 ? (
        <p>No payments are recorded under this address.</p>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than a phone.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Payments (scrolls sideways)">
          <table className="w-full text-left">
            <thead>
              <tr>
                <th scope="col" className="pr-4">
                  Date
                </th>
                <th scope="col" className="pr-4">
                  Receipt
                </th>
                <th scope="col" className="pr-4">
                  Amount
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {overview.payments.map((p) => (
                <tr key={p.id} data-testid="account-payment">
                  <td className="pr-4">{formatLongDateGB(p.createdAt)}</td>
                  <td className="pr-4 font-mono">
                    <Link to="/account/receipts/$number" params={{ number: p.receipt }} aria-label={`Receipt ${p.receipt}`}>
                      {p.receipt}
                    </Link>
                  </td>
                  <td className="pr-4">{money(p.amount, p.currency)}</td>
                  <td>
                    {p.status.replace('_', ' ')}
                    {p.refunds.map((r) => (
                      <span key={r.id} className="block">
                        Refunded {money(r.amount, p.currency)} on {formatLongDateGB(r.createdAt)} (
                        <Link to="/account/receipts/$number" params={{ number: receiptNumberOf('refund', r.id) }}>
                          receipt {receiptNumberOf('refund', r.id)}
                        </Link>
                        )
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Letters({ overview }: { overview: Overview }) {
  return (
    <section id="letters" className="card space-y-4 p-6" aria-labelledby="letters-title">
      <h2 id="letters-title" className="text-2xl font-bold">
        Letters from the Club
      </h2>
      {overview.letters.length === 0 ? (
        <p>The Club has sent no letters to this address that it still keeps (letters are kept for 90 days).</p>
      ) : (
        <ul className="space-y-2">
          {overview.letters.map((l) => (
            <li key={l.id} data-testid="account-letter">
              <span className="font-bold">{l.subject}</span>{' '}
              <span className="text-ink-soft">
                ({l.sentAt ? `sent ${formatLongDateGB(l.sentAt)}` : `${l.status}, ${formatLongDateGB(l.createdAt)}`})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Address({ overview, onChange }: Props) {
  const request = trpc.account.requestAddressChange.useMutation();
  const confirm = trpc.account.confirmAddress.useMutation();
  const [sent, setSent] = useState<string | null>(null);
  const ask = useAccountForm('accountAddress', async ({ newEmail = '' }) => {
    const answer = await request.mutateAsync({ newEmail });
    setSent(answer.message);
  });
  const code = useAccountForm('accountConfirmAddress', async ({ code = '' }) => {
    await confirm.mutateAsync({ code });
    setSent(null);
    await onChange();
  });
  const waiting = sent ?? ask.posted?.result?.message ?? (code.posted ? '' : null);
  return (
    <section id="address" className="card space-y-4 p-6" aria-labelledby="address-title">
      <h2 id="address-title" className="text-2xl font-bold">
        Where your letters go
      </h2>
      <p>
        Letters go to <strong data-testid="account-email">{overview.email}</strong>. You also sign in with this address.
      </p>
      {code.posted?.result?.email && <p role="status">Your letters now go to {code.posted.result.email}.</p>}
      {waiting === null ? (
        <form {...ask.formProps} className="space-y-3">
          <EmailField form={ask} id="account-new-email" name="newEmail" label="New address" />
          <FormMessage form={ask} />
          <button type="submit" className="btn-secondary" disabled={ask.pending}>
            Send a code to the new address
          </button>
        </form>
      ) : (
        <CodeForm
          form={code}
          waiting={waiting}
          id="account-address-code"
          label="Code sent to the new address"
          button="Move my letters there"
        />
      )}
    </section>
  );
}

/** Passkeys: WebAuthn is a browser API, so adding one needs JavaScript (the page says so without it). */
function Passkeys({ overview, onChange }: Props) {
  const options = trpc.account.passkeyRegisterOptions.useMutation();
  const register = trpc.account.passkeyRegister.useMutation();
  const remove = trpc.account.passkeyRemove.useMutation();
  const [name, setName] = useState('My passkey');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { error, onSubmit } = useSend(async () => {
    const { startRegistration } = await import('@simplewebauthn/browser');
    const response = await startRegistration({ optionsJSON: await options.mutateAsync() });
    await register.mutateAsync({ name, response });
    await onChange();
  }, 'The passkey could not be added.');
  return (
    <section id="passkeys" className="card space-y-4 p-6" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="text-2xl font-bold">
        Passkeys
      </h2>
      <p>A passkey lets this device sign you in next time without a letter: your fingerprint, face or device PIN confirms it is you.</p>
      {overview.passkeys.length > 0 && (
        <ul className="space-y-2">
          {overview.passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-3" data-testid="account-passkey">
              <span>
                {p.name} (added {formatLongDateGB(p.createdAt)}
                {p.lastUsedAt ? `, last used ${formatLongDateGB(p.lastUsedAt)}` : ''})
              </span>
              {hydrated && (
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => void remove.mutateAsync({ id: p.id }).then(onChange)}
                  aria-label={`Remove the passkey ${p.name}`}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {hydrated ? (
        <PasskeyNameForm name={name} onName={setName} onSubmit={onSubmit} busy={options.isPending || register.isPending} />
      ) : (
        <p className="italic">Passkeys need JavaScript, which is off or still loading here.</p>
      )}
      {error && (
        <p role="alert" className="text-burgundy">
          {error}
        </p>
      )}
    </section>
  );
}

function YourData({ overview, onChange }: Props) {
  const request = trpc.account.requestFreshCode.useMutation();
  const confirm = trpc.account.confirmFreshCode.useMutation();
  const erase = trpc.account.erase.useMutation();
  const [sent, setSent] = useState<string | null>(null);
  const ask = useAccountForm('accountFreshCode', async () => {
    const answer = await request.mutateAsync();
    setSent(answer.message);
  });
  const code = useAccountForm('accountConfirmFresh', async ({ code = '' }) => {
    await confirm.mutateAsync({ code });
    setSent(null);
    await onChange();
  });
  const gone = useAccountForm('accountErase', async ({ confirm: typed = '' }) => {
    await erase.mutateAsync({ confirm: typed });
    await onChange();
  });
  const waiting = sent ?? ask.posted?.result?.message ?? (code.posted ? '' : null);
  return (
    <section id="your-data" className="card space-y-4 p-6" aria-labelledby="data-title">
      <h2 id="data-title" className="text-2xl font-bold">
        Your data
      </h2>
      <p>
        Download everything the Club holds about your address, or erase it. Payments stay in the Club’s accounts (UK law: six years) with
        your name and address removed. Both first ask for a fresh code from a letter, and both are recorded for the committee.
      </p>
      {overview.freshProofUntil ? (
        <div className="space-y-4">
          <p role="status">
            Confirmed: you may download or erase your data until {new Date(overview.freshProofUntil).toLocaleTimeString('en-GB')}.
          </p>
          <div className="flex flex-wrap gap-3">
            <form method="post" action="/account/data.json">
              <button type="submit" className="btn-secondary">
                Download as JSON
              </button>
            </form>
            <form method="post" action="/account/data.html">
              <button type="submit" className="btn-secondary">
                Download as a readable page
              </button>
            </form>
          </div>
          <form {...gone.formProps} className="space-y-3 border-t border-gold pt-4">
            <Field form={gone} id="account-erase" name="confirm" label="To erase your data and end your membership page, type ERASE">
              <input {...described(gone, 'account-erase', 'confirm')} type="text" className="field-input" required autoComplete="off" />
            </Field>
            <FormMessage form={gone} />
            <button type="submit" className="btn-primary" disabled={gone.pending}>
              Erase my data
            </button>
          </form>
        </div>
      ) : waiting === null ? (
        <form {...ask.formProps}>
          <FormMessage form={ask} />
          <button type="submit" className="btn-secondary" disabled={ask.pending}>
            Send me a code to confirm
          </button>
        </form>
      ) : (
        <CodeForm form={code} waiting={waiting} id="account-fresh-code" label="Code from the letter" button="Confirm" />
      )}
    </section>
  );
}

/** The second step of a change by letter: the code, with the letter's message above it while it is awaited. */
function CodeForm({ form, waiting, id, label, button }: { form: AccountForm; waiting: string; id: string; label: string; button: string }) {
  return (
    <form {...form.formProps} className="space-y-3">
      {waiting && <p role="status">{waiting}</p>}
      <CodeField form={form} id={id} label={label} />
      <FormMessage form={form} />
      <button type="submit" className="btn-secondary" disabled={form.pending}>
        {button}
      </button>
    </form>
  );
}
