import { formatShortDate } from '~/shared/format';
import { serverMessage } from '~/client/lib/request-error';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ActionButton } from '../ui/action-button';
import { ListTable } from '../ui/list-table';
import { Modal } from '../ui/modal';
import { emptyText, ListSearch, Pager, useClampedPage, usePagedList } from '../ui/paged-list';
import { type MembershipType, PLANS } from '~/shared/plans';
import { TabSection } from '../ui/tab-section';
import { Figure } from '../ui/figure';

// D17's plan names, for reading the stored membershipType at a glance.
const planName = (type: string) => (type in PLANS ? PLANS[type as MembershipType].name : type);

/** Amounts are stored in the currency's minor unit (pence). */
function formatMinor(amount: number, currency = 'gbp'): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: 2 }).format(
      amount / 100,
    );
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

const STATUS_STYLE: Record<string, string> = {
  succeeded: 'badge-gold',
  failed: 'badge',
  canceled: 'badge',
  partially_refunded: 'badge',
  refunded: 'badge',
  disputed: 'badge border-burgundy text-burgundy',
};
const STATUS_LABEL: Record<string, string> = { partially_refunded: 'partly refunded' };
const statusLabel = (status: string) => STATUS_LABEL[status] ?? status;

type PaymentItem = {
  id: number;
  firstName: string;
  email: string;
  amount: number;
  refundedAmount: number;
  currency: string;
  status: string;
  disputedAt: string | null;
};

const refundable = (p: PaymentItem) => !p.disputedAt && p.amount - p.refundedAmount > 0;

/** The amount with what has been refunded of it. */
function Amount({ p }: { p: PaymentItem }) {
  return (
    <>
      {formatMinor(p.amount, p.currency)}
      {p.refundedAmount > 0 && (
        <span className="block text-sm font-normal text-ink-soft">{formatMinor(p.refundedAmount, p.currency)} refunded</span>
      )}
    </>
  );
}

/**
 * A refund (docs/decisions/028): the whole of what is left, or part of it, with a reason. The form's
 * request id is made when the dialog opens, so a double click or a retry refunds once.
 */
function RefundDialog({ payment, onClose }: { payment: PaymentItem; onClose: () => void }) {
  const left = payment.amount - payment.refundedAmount;
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [requestId] = useState(() => crypto.randomUUID());
  const utils = trpc.useUtils();
  const refund = trpc.admin.payments.refund.useMutation();
  const amountId = useId();
  const reasonId = useId();
  const errorId = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const pence = Math.round(Number(amount.replace(/[£,\s]/g, '')) * 100);
    if (!Number.isFinite(pence) || pence <= 0 || pence > left) {
      setError(`Enter an amount from £0.01 to ${formatMinor(left, payment.currency)}.`);
      return;
    }
    setError(null);
    try {
      const result = await refund.mutateAsync({ id: payment.id, amount: pence, reason, requestId });
      toast({ title: `Refunded ${formatMinor(result.refunded || pence, payment.currency)} to ${payment.firstName}` });
      await Promise.all([utils.admin.payments.invalidate(), utils.admin.members.invalidate()]);
      onClose();
    } catch (err) {
      setError(serverMessage(err) ?? 'The refund could not be made. Please try again.');
    }
  };
  return (
    <Modal open title={`Refund ${payment.firstName}`} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-describedby={error ? errorId : undefined}>
        <p className="mb-4 text-ink-soft">
          {formatMinor(left, payment.currency)} of {formatMinor(payment.amount, payment.currency)} can be refunded, to the card it was paid
          with. A refund of all of it withdraws the year of membership it bought. The member receives a letter.
        </p>
        <label htmlFor={amountId} className="field-label">
          Amount (£)
        </label>
        <input
          id={amountId}
          className="field-input mb-4"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          required
        />
        <label htmlFor={reasonId} className="field-label">
          Reason
        </label>
        <textarea
          id={reasonId}
          className="field-input mb-4"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
        />
        {error && (
          <p id={errorId} role="alert" className="mb-4 font-bold text-burgundy">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={refund.isPending}>
            {refund.isPending ? 'Refunding…' : 'Refund'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Refund and Resend receipt for one payment. */
function PaymentActions({ p, onRefund }: { p: PaymentItem; onRefund: (p: PaymentItem) => void }) {
  const resend = trpc.admin.payments.resendReceipt.useMutation();
  const onResend = async () => {
    try {
      const result = await resend.mutateAsync({ id: p.id });
      toast({ title: result.queued ? `Receipt sent again to ${result.to}` : 'The receipt was sent again a moment ago' });
    } catch (err) {
      toast({ title: 'Could not resend the receipt', description: serverMessage(err), variant: 'destructive' });
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {refundable(p) && (
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm"
          onClick={() => onRefund(p)}
          aria-label={`Refund ${p.firstName}, ${p.email}`}
        >
          Refund
        </button>
      )}
      <ActionButton className="btn-secondary px-3 py-1.5 text-sm" action={onResend} aria-label={`Resend the receipt to ${p.email}`}>
        Resend receipt
      </ActionButton>
    </div>
  );
}

/** Payments (D18): what fulfilment recorded, with refunds and receipts (docs/decisions/028). */
export function PaymentsTab() {
  const paged = usePagedList();
  const query = trpc.admin.payments.page.useQuery(paged.input, { placeholderData: keepPreviousData });
  useClampedPage(paged, query.data);
  const [refunding, setRefunding] = useState<PaymentItem | null>(null);
  const data = query.data;
  return (
    <TabSection
      tab="payments"
      intro="Membership payments as recorded by the payment provider's confirmation. Refunds go back through the provider; a refund made in Stripe's own dashboard appears here too."
    >
      {/* Over every payment taken, so a refund changes the figures rather than hiding them (issue 44). */}
      {data && data.receivedCount > 0 && (
        <ul className="mb-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Payments in GBP">
          <Figure item label="Payments received" testId="payments-received-count">
            {data.receivedCount}
          </Figure>
          <Figure item label="Received (GBP)" testId="payments-received">
            {formatMinor(data.receivedTotal)}
          </Figure>
          <Figure item label="Refunded (GBP)" testId="payments-refunded">
            {formatMinor(data.refundedTotal)}
          </Figure>
          <Figure item label="Net (GBP)" testId="payments-net">
            {formatMinor(data.netTotal)}
          </Figure>
        </ul>
      )}
      <ListSearch list={paged} label="Search payments" placeholder="Name, email, plan, status or payment id" exportKind="payments" />
      <ListTable
        query={query}
        emptyText={emptyText(paged, 'No payments recorded yet.')}
        caption="Payments, newest first"
        tableClassName="min-w-[640px]"
        columns={['Date', 'Name', 'Email', 'Plan', 'Amount', 'Status', 'Actions']}
        figures="Amount"
        row={(p) => (
          <>
            <td className="whitespace-nowrap px-3 py-2">{formatShortDate(p.createdAt)}</td>
            <td className="px-3 py-2">{p.firstName}</td>
            <td className="px-3 py-2">
              <a href={`mailto:${p.email}`}>{p.email}</a>
            </td>
            <td className="px-3 py-2">{planName(p.membershipType)}</td>
            <td className="whitespace-nowrap px-3 py-2 text-right font-bold">
              <Amount p={p} />
            </td>
            <td className="px-3 py-2">
              <span className={STATUS_STYLE[p.status] ?? 'badge'}>{statusLabel(p.status)}</span>
            </td>
            <td className="px-3 py-2">
              <PaymentActions p={p} onRefund={setRefunding} />
            </td>
          </>
        )}
        card={(p) => (
          <>
            <div className="flex items-baseline justify-between gap-3">
              <p className="min-w-0 font-display text-lg font-bold">{p.firstName}</p>
              <p className="shrink-0 whitespace-nowrap text-right font-bold">
                <Amount p={p} />
              </p>
            </div>
            <p className="[overflow-wrap:anywhere] text-base">
              <a href={`mailto:${p.email}`}>{p.email}</a>
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-base">
              <span>{planName(p.membershipType)}</span>
              <span className={STATUS_STYLE[p.status] ?? 'badge'}>{statusLabel(p.status)}</span>
              <span className="text-sm text-sepia">{formatShortDate(p.createdAt)}</span>
            </div>
            <div className="mt-3">
              <PaymentActions p={p} onRefund={setRefunding} />
            </div>
          </>
        )}
      />
      <Pager list={paged} info={data} noun="payments" />
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </TabSection>
  );
}
