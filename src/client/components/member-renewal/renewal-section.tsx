import { getRouteApi, Link } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AppRouter } from '~/routers';
import { formatLongDateGB } from '~/shared/format';
import { demoCardInput } from '~/shared/schemas/payments';
import { serverMessage } from '~/client/lib/request-error';
import { FormField, useSchemaForm } from '~/client/lib/schema-form';
import { trpc } from '~/client/lib/trpc';
import { useSend } from '~/client/lib/send';
import { useAccountForm } from '../account/use-account-form';
import { FormMessage } from '../account/form-bits';

// Stripe.js loads only when a member in Stripe mode asks to save a card.
const StripeSaveCard = lazy(() => import('./stripe-save-card'));

export type RenewalState = inferRouterOutputs<AppRouter>['account']['renewal'];
type Setup = inferRouterOutputs<AppRouter>['account']['autoRenewStart'];

const route = getRouteApi('/account');

/**
 * The member page's renewal (docs/decisions/055): renew early through the checkout with the address
 * and name filled in (a link, so it works without JavaScript), the membership card, and renewing
 * automatically with a saved card (on needs the card form's JavaScript; off is one press, a form
 * that works without it).
 */
export function RenewalSection({ onChange: reload }: { onChange: () => Promise<void> }) {
  const { renewal } = route.useLoaderData();
  const utils = trpc.useUtils();
  // The loader reads the renewal again only once its kept answer is marked stale.
  const onChange = async () => {
    await utils.account.renewal.invalidate();
    await reload();
  };
  if (!renewal) return null;
  return (
    <section id="renewal" className="card space-y-4 p-6" aria-labelledby="renewal-title">
      <h2 id="renewal-title" className="text-2xl font-bold">
        Renewing
      </h2>
      <p>
        {renewal.status === 'lapsed' || renewal.status === 'refunded'
          ? `Your membership is not current. Renewing starts a fresh year from the day you pay.`
          : `Renew now and the new year begins on ${formatLongDateGB(renewal.renewsFrom)}, where this one ends: not a day is lost.`}
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={renewal.renewPath} className="btn-primary" data-testid="renew-now">
          Renew now ({renewal.planName}, £{renewal.pricePounds})
        </a>
        <Link to="/account/card" className="btn-secondary">
          Your membership card
        </Link>
      </div>
      <AutoRenew renewal={renewal} onChange={onChange} />
    </section>
  );
}

function AutoRenew({ renewal, onChange }: { renewal: RenewalState; onChange: () => Promise<void> }) {
  const stop = trpc.account.autoRenewStop.useMutation();
  const off = useAccountForm('accountAutoRenewOff', async () => {
    await stop.mutateAsync();
    await onChange();
  });
  const { autoRenew } = renewal;
  if (autoRenew.on) {
    return (
      <div className="space-y-3 border-t border-ink/20 pt-4" data-testid="auto-renew">
        <h3 className="text-xl font-bold">Renewing automatically: on</h3>
        <p>
          Your saved card will be charged £{renewal.pricePounds} on {formatLongDateGB(autoRenew.chargesOn ?? renewal.periodEnd)}, and your
          new year will begin where this one ends. The letter a week before says so.
        </p>
        <form {...off.formProps}>
          <button type="submit" className="btn-secondary" disabled={off.pending}>
            Turn off renewing automatically
          </button>
        </form>
        <FormMessage form={off} />
      </div>
    );
  }
  return (
    <div className="space-y-3 border-t border-ink/20 pt-4" data-testid="auto-renew">
      <h3 className="text-xl font-bold">Renewing automatically: off</h3>
      {off.posted?.result?.off && <p role="status">Renewing automatically is off: your saved card is forgotten.</p>}
      {autoRenew.lastOutcome === 'failed' && (
        <p role="status" className="border-l-4 border-burgundy pl-3">
          The last automatic renewal could not charge the saved card, so it was turned off. Renew by hand, or save a card again.
        </p>
      )}
      {autoRenew.available ? <TurnOn renewal={renewal} onChange={onChange} /> : <p>Only a current membership can renew automatically.</p>}
    </div>
  );
}

function TurnOn({ renewal, onChange }: { renewal: RenewalState; onChange: () => Promise<void> }) {
  const start = trpc.account.autoRenewStart.useMutation();
  const finish = trpc.account.autoRenewFinish.useMutation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // Back from Stripe's own page (a card that asked the bank): Stripe adds the set-up's id to the address.
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('setup_intent');
    if (!id) return;
    window.history.replaceState(null, '', '/account#renewal');
    finish
      .mutateAsync({ setupIntentId: id })
      .then(onChange)
      .catch((error: unknown) => setMessage(serverMessage(error) ?? 'The card could not be saved.'));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const begin = async () => {
    setMessage(null);
    try {
      setSetup(await start.mutateAsync());
    } catch (error) {
      setMessage(serverMessage(error) ?? 'Something went wrong. Please try again.');
    }
  };
  const saved = async () => {
    setSetup(null);
    await onChange();
  };
  return (
    <div className="space-y-3">
      <p>
        Save a card and the Club renews your membership at the end of each year, charging £{renewal.pricePounds} the day before it ends.
        Only the payment provider holds the card; you can turn it off here at any time, in one press.
      </p>
      <noscript>
        <p className="font-bold">
          Saving a card needs JavaScript (the card form is the payment provider&apos;s). Renewing by hand works without it.
        </p>
      </noscript>
      {message && (
        <p role="alert" className="text-burgundy">
          {message}
        </p>
      )}
      {!setup ? (
        <button type="button" className="btn-secondary noscript:hidden" onClick={() => void begin()} disabled={start.isPending}>
          Renew automatically with a saved card
        </button>
      ) : setup.mode === 'demo' ? (
        <DemoSaveCard setup={setup} onSaved={saved} />
      ) : (
        <Suspense fallback={<p>Loading the card form…</p>}>
          <StripeSaveCard setup={setup} onSaved={saved} />
        </Suspense>
      )}
    </div>
  );
}

/** The demo provider's card form for saving a card: a test card decides, as at checkout; nothing is charged. */
function DemoSaveCard({ setup, onSaved }: { setup: Setup; onSaved: () => Promise<void> }) {
  const confirm = trpc.account.autoRenewConfirmDemo.useMutation();
  const card = useSchemaForm({
    initial: { cardNumber: '', expiry: '', cvc: '' },
    schema: demoCardInput,
    id: (name) => `save-card-${name}`,
    clearErrorOnChange: true,
  });
  const { error: message, onSubmit } = useSend(async (refuse) => {
    const checked = await card.validate();
    if (!checked.ok) return;
    const result = await confirm.mutateAsync({ clientSecret: setup.clientSecret, ...checked.data }).catch((error: unknown) => {
      // The fields the server refused are marked as well as the message said.
      card.showServerErrors(error);
      throw error;
    });
    if (result.status !== 'succeeded') refuse(result.error.message);
    else await onSaved();
  }, 'The card could not be saved. Please try again.');
  const input = (name: 'cardNumber' | 'expiry' | 'cvc', label: string, placeholder: string) => (
    <FormField form={card} name={name} label={label}>
      <input className="field-input font-mono" inputMode="numeric" autoComplete="off" placeholder={placeholder} {...card.field(name)} />
    </FormField>
  );
  return (
    <form className="space-y-3" onSubmit={onSubmit}>
      <p role="note" className="rounded-sm border-2 border-dashed border-burgundy p-3 text-base">
        Demo mode: no card is kept and nothing is charged. 4242 4242 4242 4242 saves a card that renews;{' '}
        <span className="whitespace-nowrap">4000 0000 0000 0341</span> saves one the bank will decline at renewal.
      </p>
      <fieldset ref={card.ref} className="space-y-3 rounded-sm border border-ink/30 p-4">
        <legend className="px-1 font-display text-base font-bold">Card to renew with (test cards only)</legend>
        {input('cardNumber', 'Card number', '1234 1234 1234 1234')}
        <div className="grid grid-cols-2 gap-4">
          {input('expiry', 'Expiry date', 'MM / YY')}
          {input('cvc', 'Security code', 'CVC')}
        </div>
      </fieldset>
      {message && (
        <p role="alert" className="text-burgundy">
          {message}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={confirm.isPending}>
        Save card and renew automatically
      </button>
    </form>
  );
}
