import { useNavigate } from '@tanstack/react-router';
import { demoCardInput } from '~/shared/schemas/payments';
import { serverMessage } from '~/client/lib/request-error';
import { FormField, useSchemaForm } from '~/client/lib/schema-form';
import { trpc } from '~/client/lib/trpc';
import { CheckoutForm } from './checkout-form';
import type { ConfirmPayment, ProviderProps } from './types';

type Card = { cardNumber: string; expiry: string; cvc: string };

/** Groups of four, as printed on the card. */
const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "MM / YY" as the digits arrive. */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

type CardField = { name: keyof Card; label: string; placeholder: string; className: string; format: (v: string) => string };

/** The card's number on a line of its own, then its expiry and security code side by side. */
const CARD_NUMBER: CardField = {
  name: 'cardNumber',
  label: 'Card number',
  placeholder: '1234 1234 1234 1234',
  className: 'field-input font-mono tracking-wider',
  format: formatCardNumber,
};
const CARD_DATES: CardField[] = [
  { name: 'expiry', label: 'Expiry date', placeholder: 'MM / YY', className: 'field-input font-mono', format: formatExpiry },
  {
    name: 'cvc',
    label: 'Security code',
    placeholder: 'CVC',
    className: 'field-input font-mono',
    format: (v) => v.replace(/\D/g, '').slice(0, 4),
  },
];

/**
 * The built-in demo provider's side of the page (D18): a plain card form confirmed by the
 * server, which answers like Stripe's test cards. Nothing is charged.
 */
export function DemoCheckout(props: ProviderProps) {
  const { session } = props;
  const navigate = useNavigate();
  const confirmDemo = trpc.public.payments.confirmDemo.useMutation();
  const card = useSchemaForm({
    initial: { cardNumber: '', expiry: '', cvc: '' },
    schema: demoCardInput,
    id: (name) => `demo-${name}`,
    clearErrorOnChange: true,
  });

  const confirm: ConfirmPayment = async () => {
    const checked = await card.validate();
    if (!checked.ok) return { error: Object.values(checked.errors)[0] ?? 'Please check your card details.' };
    try {
      const result = await confirmDemo.mutateAsync({ clientSecret: session.clientSecret, ...checked.data });
      if (result.status !== 'succeeded') return { error: result.error.message };
      await navigate({
        to: '/payment-success',
        search: {
          payment_intent: result.paymentIntentId,
          payment_intent_client_secret: session.clientSecret,
          redirect_status: 'succeeded',
        },
      });
      return null;
    } catch (error) {
      card.showServerErrors(error);
      return { error: serverMessage(error) ?? 'Your payment could not be completed. Please try again.' };
    }
  };

  // autocomplete off: a demonstration must never invite a browser's saved real cards.
  const cardInput = ({ name, label, placeholder, className, format }: CardField) => (
    <FormField key={name} form={card} name={name} label={label}>
      <input
        className={className}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        {...card.field(name)}
        onChange={(e) => card.set(name, format(e.target.value))}
      />
    </FormField>
  );

  const notice = (
    <div role="note" data-testid="demo-mode-notice" className="rounded-sm border-2 border-dashed border-burgundy bg-burgundy/5 p-4">
      <p className="font-display text-lg font-bold text-burgundy">Demo mode: no real payment is taken</p>
      <p className="mt-1 text-base text-ink-soft">
        This club has no payment provider configured, so checkout runs on its own demonstration desk. Use the test card{' '}
        <strong className="whitespace-nowrap">4242 4242 4242 4242</strong> with any future expiry date and any three-digit security code;{' '}
        <strong className="whitespace-nowrap">4000 0000 0000 0002</strong> shows how a declined card looks.
      </p>
    </div>
  );

  const cardSection = (
    <fieldset ref={card.ref} className="space-y-4 rounded-sm border border-ink/30 p-4">
      <legend className="px-1 font-display text-base font-bold">Card details (test cards only)</legend>
      {cardInput(CARD_NUMBER)}
      <div className="grid grid-cols-2 gap-4">{CARD_DATES.map(cardInput)}</div>
    </fieldset>
  );

  return <CheckoutForm {...props} cardSection={cardSection} notice={notice} ready confirm={confirm} />;
}
