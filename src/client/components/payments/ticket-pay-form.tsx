import type { ReactNode } from 'react';
import { formatPence } from '~/shared/events';
import type { Registration } from '~/shared/schemas/events';

type Props = { result: Registration; busy: boolean; disabled?: boolean; error: string | null; onSubmit: () => void; children: ReactNode };

/** A ticket's card form around either provider's card entry: the amount, the card, its refusal and the Pay button. */
export function TicketPayForm({ result, busy, disabled = false, error, onSubmit, children }: Props) {
  return (
    <form
      className="mt-4 grid gap-3 sm:grid-cols-3"
      aria-label="Pay for your ticket"
      onSubmit={(ev) => {
        ev.preventDefault();
        onSubmit();
      }}
    >
      <noscript>
        <p className="sm:col-span-3">Card payment needs JavaScript. Your seats are held for a few minutes.</p>
      </noscript>
      <p className="text-lg sm:col-span-3">
        To pay: <strong>{formatPence(result.amount)}</strong>
        {result.memberPrice ? ' (members’ price)' : ''}
      </p>
      {children}
      {error && (
        <p className="field-error sm:col-span-3" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary sm:col-span-3" disabled={busy || disabled}>
        {busy ? 'Paying...' : `Pay ${formatPence(result.amount)}`}
      </button>
    </form>
  );
}
