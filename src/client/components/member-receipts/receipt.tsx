import type { z } from 'zod';
import { formatLongDateGB } from '~/shared/format';
import { formatPence } from '~/shared/receipts';
import type { memberReceiptOutput } from '~/shared/schemas/member-receipts';

type Receipt = z.output<typeof memberReceiptOutput>;

/**
 * A printable receipt of a payment or a refund (docs/decisions/055): the club's name and address,
 * the date, the amount in GBP, the method and the provider's reference. Rendered on the server, so
 * it shows and prints without JavaScript; `data-print-page` prints it without the site's chrome.
 */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const title = receipt.kind === 'payment' ? 'Receipt' : 'Refund receipt';
  const rows: [string, string | null][] = [
    ['Receipt number', receipt.number],
    ['Date', formatLongDateGB(receipt.date)],
    ['Description', receipt.description],
    [receipt.kind === 'payment' ? 'Amount paid' : 'Amount refunded', formatPence(receipt.amount, receipt.currency)],
    ['Method', receipt.method],
    ['Reference', receipt.reference],
    ['Membership from', receipt.period ? formatLongDateGB(receipt.period.start) : null],
    ['Membership until', receipt.period ? formatLongDateGB(receipt.period.end) : null],
    [
      'Of the payment',
      receipt.ofPayment
        ? `${receipt.ofPayment.number}, ${formatPence(receipt.ofPayment.amount, receipt.currency)} on ${formatLongDateGB(receipt.ofPayment.date)}`
        : null,
    ],
  ];
  return (
    <section className="card bg-paper p-6 sm:p-10 print:border-0 print:p-0" aria-labelledby="receipt-title" data-testid="receipt">
      <div className="flex flex-wrap items-start justify-between gap-6">
        <div>
          <p className="font-display text-2xl font-bold">{receipt.club.name}</p>
          <address className="mt-1 text-base not-italic">
            {receipt.club.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
        <div className="text-right">
          <h1 id="receipt-title" className="text-3xl font-bold">
            {title}
          </h1>
          <p className="mt-1 font-mono text-base">{receipt.number}</p>
        </div>
      </div>
      <div className="mt-8">
        <h2 className="text-lg font-bold">Received from</h2>
        <p className="text-base">
          {receipt.billedTo.name && <span className="block">{receipt.billedTo.name}</span>}
          <span className="block break-all">{receipt.billedTo.email}</span>
        </p>
      </div>
      <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-2 border-t border-ink/20 pt-4 text-base sm:grid-cols-[auto_1fr]">
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-bold">{label}</dt>
              <dd className={label === 'Reference' || label === 'Receipt number' ? 'break-all font-mono' : ''}>{value}</dd>
            </div>
          ))}
      </dl>
      {receipt.note && (
        <p className="mt-6 border-l-4 border-burgundy pl-3 text-base" data-testid="receipt-note">
          {receipt.note}
        </p>
      )}
      <p className="mt-8 text-base italic text-sepia">All amounts in pounds sterling (GBP). The Club is not registered for VAT.</p>
    </section>
  );
}

/** Print, with the browser's own command named instead when the page runs without JavaScript. */
export function PrintButton({ label }: { label: string }) {
  return (
    <>
      <button type="button" className="btn-primary noscript:hidden" onClick={() => window.print()}>
        {label}
      </button>
      <p className="hidden text-base noscript:block">To print, use your browser’s Print command (Ctrl+P, or ⌘P on a Mac).</p>
    </>
  );
}
