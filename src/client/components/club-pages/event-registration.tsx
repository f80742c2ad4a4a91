import { lazy, Suspense, useEffect, useState } from 'react';
import { formatPence, MAX_TICKETS_PER_REGISTRATION } from '~/shared/events';
import { LIMITS } from '~/shared/limits';
import type { EventItem, Registration } from '~/shared/schemas/events';
import { FormField, FormSubmit, useSchemaForm } from '~/client/lib/schema-form';
import { serverMessage } from '~/client/lib/request-error';
import { trpc } from '~/client/lib/trpc';
import { TicketPayForm } from '../payments/ticket-pay-form';

// The schema (and zod) load on the form's first focus, as the other public forms do.
const loadSchema = () => import('~/shared/schemas/events').then((m) => m.registerInput);
// Stripe's card field loads only for a ticket paid through Stripe: demo mode never fetches Stripe.js.
const StripeTicketPayment = lazy(() => import('../payments/stripe-ticket-payment'));

/**
 * Register Now (docs/decisions/057): a real form that posts without JavaScript
 * (`/forms/eventRegistration`); free tickets are confirmed by the answer itself. A paid ticket's
 * card is the one step that needs JavaScript, as the checkout's does: Stripe's Payment Element, or the
 * demo provider's card form.
 */
export function EventRegistration({ event: e }: { event: EventItem }) {
  const [done, setDone] = useState<Registration | null>(null);
  const register = trpc.public.events.register.useMutation({
    onSuccess: setDone,
    onError: (error) => {
      form.showServerErrors(error);
    },
  });
  const form = useSchemaForm({
    initial: {
      eventId: String(e.id),
      ticketTypeId: String(e.ticketTypes[0]?.id ?? ''),
      name: '',
      email: '',
      quantity: '1',
      waitlist: e.spotsLeft === 0 ? 'on' : '',
      website: '',
    },
    schema: loadSchema,
    post: 'eventRegistration',
    id: (name) => `register-${name}`,
    onValid: (data) => {
      register.mutate(data);
    },
  });
  // Back from the bank's own page (a card that asked for it): Stripe's answer, until the letter comes.
  const [returned, setReturned] = useState<string | null>(null);
  useEffect(() => setReturned(new URLSearchParams(window.location.search).get('redirect_status')), []);
  const result = done ?? postedResult(form.posted?.result);
  const error = register.error ? serverMessage(register.error) : undefined;
  return (
    <section id="register" aria-labelledby="register-title" className="card mt-6 p-5">
      <h2 id="register-title" className="text-2xl font-bold">
        Register Now
      </h2>
      {returned && !result && (
        <p className="mt-4 text-lg font-bold" role="status">
          {returned === 'succeeded'
            ? 'Paid: your ticket is confirmed and on its way by letter.'
            : 'Your payment was not completed, so no ticket was issued. Your seats are released when the hold lapses; you may register again.'}
        </p>
      )}
      {result ? (
        <RegistrationResult result={result} />
      ) : (
        <form
          {...form.formProps}
          className="mt-4 grid gap-4 sm:grid-cols-2"
          aria-labelledby="register-title"
          data-testid="registration-form"
        >
          <input type="hidden" name="eventId" value={String(e.id)} />
          <FormField form={form} name="ticketTypeId" label="Ticket">
            <select {...form.field('ticketTypeId')} className="field-input">
              {e.ticketTypes.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}: {formatPence(t.price)}
                  {t.membersPrice !== null && t.membersPrice !== t.price ? ` (${formatPence(t.membersPrice)} for members)` : ''}
                  {t.membersOnly ? ', members only' : ''}
                </option>
              ))}
            </select>
          </FormField>
          <FormField form={form} name="quantity" label="Quantity">
            <input {...form.field('quantity')} type="number" min={1} max={MAX_TICKETS_PER_REGISTRATION} className="field-input" required />
          </FormField>
          <FormField form={form} name="name" label="Name">
            <input {...form.field('name')} type="text" className="field-input" required autoComplete="name" maxLength={LIMITS.name} />
          </FormField>
          <FormField form={form} name="email" label="Email Address">
            <input {...form.field('email')} type="email" className="field-input" required autoComplete="email" maxLength={LIMITS.email} />
          </FormField>
          <label className="flex items-center gap-2 sm:col-span-2">
            <input
              type="checkbox"
              name="waitlist"
              checked={form.values.waitlist === 'on'}
              onChange={(ev) => form.set('waitlist', ev.target.checked ? 'on' : '')}
              className="h-5 w-5 accent-burgundy"
            />
            If the event is full, put me on the waitlist
          </label>
          <p className="text-base text-sepia sm:col-span-2">
            Members pay the members’ price: use the address your membership is under. Full refunds up to 48 hours before.
          </p>
          <div className="sm:col-span-2">
            {error && !form.posted && (
              <p className="field-error" role="alert">
                {error}
              </p>
            )}
            <FormSubmit form={form} pending={register.isPending} label="Register Now" />
          </div>
        </form>
      )}
    </section>
  );
}

/** The answer of a post without JavaScript, as the page's one-visit result carries it (text). */
function postedResult(posted: Record<string, string> | undefined): Registration | null {
  if (!posted?.status) return null;
  const status = posted.status === 'payment' || posted.status === 'waitlisted' ? posted.status : 'confirmed';
  return {
    status,
    reference: posted.reference || null,
    amount: Number(posted.amount) || 0,
    memberPrice: posted.memberPrice === '1',
    clientSecret: posted.clientSecret || null,
    holdExpiresAt: null,
    payWith:
      posted.paymentMode === 'stripe' || posted.paymentMode === 'demo'
        ? { mode: posted.paymentMode, publishableKey: posted.publishableKey || null }
        : null,
    message: posted.message ?? '',
  };
}

function RegistrationResult({ result }: { result: Registration }) {
  return (
    <div className="mt-4" role="status" data-testid="registration-result">
      <p className="text-lg font-bold">{result.message}</p>
      {result.reference && (
        <p className="mt-2 text-lg">
          Ticket reference: <strong data-testid="ticket-reference">{result.reference}</strong>
        </p>
      )}
      {result.status === 'payment' && result.clientSecret && <TicketPayment result={result} />}
    </div>
  );
}

/** The paid ticket's card step (JavaScript only, as the checkout's card field): Stripe's Payment Element or the demo provider's form. */
function TicketPayment({ result }: { result: Registration }) {
  // Set when the provider said yes: whether the hold had lapsed by then.
  const [paid, setPaid] = useState<{ lapsed: boolean } | null>(null);
  if (paid) return <PaidNotice lapsed={paid.lapsed} />;
  const onPaid = () => setPaid({ lapsed: result.holdExpiresAt !== null && Date.now() > Date.parse(result.holdExpiresAt) });
  return result.payWith?.mode === 'stripe' ? (
    <Suspense fallback={<p className="mt-4">Loading the card form...</p>}>
      <StripeTicketPayment result={result} onPaid={onPaid} />
    </Suspense>
  ) : (
    <DemoTicketPayment result={result} onPaid={onPaid} />
  );
}

/**
 * What a payment's success means for the seats: confirmed, unless the hold lapsed first; then they
 * are the payer's only if still free, and otherwise the payment is refunded in full (docs/decisions/057).
 */
function PaidNotice({ lapsed }: { lapsed: boolean }) {
  return (
    <p className="mt-3 text-lg font-bold" role="status">
      {lapsed
        ? 'Paid, after your hold had lapsed: the seats are yours if they were still free, and otherwise your payment is refunded in full. Your letter will say which.'
        : 'Paid: your ticket is confirmed and on its way by letter.'}
    </p>
  );
}

/** The demo provider's card form for a ticket, confirmed by the server (nothing is charged). */
function DemoTicketPayment({ result, onPaid }: { result: Registration; onPaid: () => void }) {
  const confirm = trpc.public.payments.confirmDemo.useMutation({
    onSuccess: (answer) => {
      if (answer.status === 'succeeded') onPaid();
    },
  });
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const error = confirm.data?.error?.message ?? serverMessage(confirm.error) ?? null;
  return (
    <TicketPayForm
      result={result}
      busy={confirm.isPending}
      error={error}
      onSubmit={() => confirm.mutate({ clientSecret: result.clientSecret ?? '', ...card })}
    >
      {(
        [
          ['cardNumber', 'Card number', 'cc-number'],
          ['expiry', 'Expiry (MM / YY)', 'cc-exp'],
          ['cvc', 'CVC', 'cc-csc'],
        ] as const
      ).map(([key, label, autoComplete]) => (
        <label key={key} className="flex flex-col gap-1">
          <span className="field-label">{label}</span>
          <input
            className="field-input"
            inputMode="numeric"
            autoComplete={autoComplete}
            value={card[key]}
            onChange={(ev) => setCard((c) => ({ ...c, [key]: ev.target.value }))}
            required
          />
        </label>
      ))}
    </TicketPayForm>
  );
}
