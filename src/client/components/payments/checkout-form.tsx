import { Link } from '@tanstack/react-router';
import { type ReactNode, useRef, useState } from 'react';
import { MEMBERSHIP_TYPES, PLANS } from '~/shared/plans';
import { updatePaymentIntentInput } from '~/shared/schemas/payments';
import { serverMessage } from '~/client/lib/request-error';
import { FormField, useSchemaForm, Honeypot } from '~/client/lib/schema-form';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { DispatchBox } from '../dispatch/subscribe-form';
import { PlanCard } from './plan-card';
import type { ConfirmPayment, ProviderProps } from './types';

type Props = ProviderProps & {
  /** The provider's card entry: Stripe's Payment Element or the demo card form. */
  cardSection: ReactNode;
  /** Shown above the form (the demo mode notice). */
  notice?: ReactNode;
  /** The provider has loaded and can confirm. */
  ready: boolean;
  confirm: ConfirmPayment;
};

/**
 * The 'Secure Payment Portal' form (spec part 1 section 2): plan card, First Name, Email
 * Address, the card, and the submit button. Both providers share it, so the flow is the same:
 * blank check, update-payment-intent (failure only logged), confirm, then redirect or toast.
 */
export function CheckoutForm({ session, plan, details, onDetailsChange, cardSection, notice, ready, confirm }: Props) {
  const [processing, setProcessing] = useState(false);
  // Guards a double click that lands before the disabled button has re-rendered.
  const busy = useRef(false);
  const updateIntent = trpc.public.payments.updateIntent.useMutation();
  // The Dispatch's box (docs/decisions/062): unticked; ticked, the server starts the footer form's double opt-in.
  const dispatchBox = useRef<HTMLInputElement>(null);

  const form = useSchemaForm({
    initial: details,
    values: details,
    onValuesChange: onDetailsChange,
    schema: updatePaymentIntentInput,
    id: (name) => (name === 'firstName' ? 'checkout-first-name' : `checkout-${name}`),
    toInput: (values) => ({ ...values, clientSecret: session.clientSecret, dispatch: dispatchBox.current?.checked ?? false }),
    onInvalid: (errors, values) => {
      if (!values.firstName.trim() || !values.email.trim()) {
        toast({ title: 'Information Required', description: 'Please provide your email and name to complete membership.' });
        return {};
      }
      return errors;
    },
    onValid: async (data) => {
      busy.current = true;
      setProcessing(true);
      try {
        await updateIntent.mutateAsync(data);
      } catch (error) {
        // Spec: a failed update is only logged; the payment goes ahead.
        console.error('Could not update the payment intent:', error);
      }
      let outcome: { error: string } | null;
      try {
        outcome = await confirm({ firstName: data.firstName, email: data.email });
      } catch (error) {
        outcome = { error: serverMessage(error) ?? 'Your payment could not be completed. Please try again.' };
      }
      if (outcome) {
        toast({ title: 'Payment Failed', description: outcome.error, variant: 'destructive' });
        busy.current = false;
        setProcessing(false);
      }
    },
  });

  /** The payer's two fields, alike but for their name, type and autofill; off while the payment is on its way. */
  const payerInput = (name: 'firstName' | 'email', type: 'text' | 'email', autoComplete: string) => (
    <input
      {...form.field(name)}
      name={name}
      type={type}
      className="field-input"
      required
      autoComplete={autoComplete}
      disabled={processing}
    />
  );

  const onSubmit = (e: React.FormEvent) => {
    if (!ready || busy.current) {
      e.preventDefault();
      return;
    }
    form.formProps.onSubmit(e);
  };

  return (
    <form
      {...form.formProps}
      onSubmit={onSubmit}
      className="card space-y-6 p-6 sm:p-8"
      aria-labelledby="checkout-title"
      aria-busy={processing}
    >
      <header className="text-center">
        <p className="font-display text-sm font-bold uppercase tracking-[0.3em] text-burgundy">Membership Enrolment</p>
        <h1 id="checkout-title" className="mt-2 text-3xl font-bold sm:text-4xl">
          Secure Payment Portal
        </h1>
        <div className="ornament" />
      </header>

      {notice}

      <PlanCard plan={plan} />
      <nav aria-label="Other memberships" className="-mt-3 text-base text-ink-soft">
        Prefer another rank?{' '}
        {MEMBERSHIP_TYPES.filter((type) => type !== plan.type).map((type, i) => (
          <span key={type}>
            {i > 0 && ' or '}
            <Link to="/checkout" search={{ type }} className="underline">
              {PLANS[type].name}
            </Link>
          </span>
        ))}
      </nav>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="firstName" label="First Name">
          {payerInput('firstName', 'text', 'given-name')}
        </FormField>
        <FormField form={form} name="email" label="Email Address">
          {payerInput('email', 'email', 'email')}
        </FormField>
      </div>

      {cardSection}

      <DispatchBox id="checkout-dispatch" inputRef={dispatchBox} />

      <Honeypot form={form} />

      <button type="submit" className="btn-primary w-full py-3 text-lg" disabled={!ready || processing}>
        Complete Payment & Join the Resistance
      </button>
      <p role="status" className="min-h-[1.5em] text-center text-base text-ink-soft">
        {processing ? 'Processing your payment with the utmost discretion...' : ready ? '' : 'Connecting to the payment provider...'}
      </p>
      <p className="text-center text-base text-sepia">
        {session.mode === 'stripe'
          ? `${formatCharge(session.plan.amount)} charged once, for one year of membership. Card details go straight to Stripe; the Club never sees or keeps them.`
          : 'Nothing is charged in demo mode: the card is checked, then forgotten.'}
      </p>
    </form>
  );
}

const formatCharge = (pence: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
