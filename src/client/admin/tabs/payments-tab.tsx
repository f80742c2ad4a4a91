import { formatShortDate } from '../../../shared/format';
import { trpc } from '../../lib/trpc';
import { keepPreviousData } from '@tanstack/react-query';
import { ListState } from '../ui/list-state';
import { emptyText, ListSearch, Pager, useClampedPage, usePagedList } from '../ui/paged-list';
import { type MembershipType, PLANS } from '../../../shared/plans';

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

const STATUS_STYLE: Record<string, string> = { succeeded: 'badge-gold', failed: 'badge', canceled: 'badge' };

/** Payments (D18): what fulfilment recorded. Read-only. */
export function PaymentsTab() {
  const paged = usePagedList();
  const query = trpc.admin.payments.page.useQuery(paged.input, { placeholderData: keepPreviousData });
  useClampedPage(paged, query.data);
  const data = query.data;
  return (
    <section aria-labelledby="payments-heading">
      <h2 id="payments-heading" className="text-3xl font-bold">
        Payments
      </h2>
      <p className="mb-5 text-ink-soft">Membership payments as recorded by the payment provider's confirmation.</p>
      {data && data.succeededCount > 0 && (
        <div className="mb-5 grid gap-4 sm:grid-cols-2">
          <div className="card p-4">
            <p className="text-sm font-bold uppercase tracking-wide text-sepia">Succeeded payments</p>
            <p className="font-display text-3xl font-bold">{data.succeededCount}</p>
          </div>
          <div className="card p-4">
            <p className="text-sm font-bold uppercase tracking-wide text-sepia">Received (GBP)</p>
            <p className="font-display text-3xl font-bold">{formatMinor(data.succeededTotal)}</p>
          </div>
        </div>
      )}
      <ListSearch list={paged} label="Search payments" placeholder="Name, email, plan, status or payment id" exportKind="payments" />
      <ListState
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={data?.items.length === 0}
        emptyText={emptyText(paged, 'No payments recorded yet.')}
      >
        <>
          <ul className="grid gap-3 md:hidden">
            {data?.items.map((p) => (
              <li key={p.id} className="card p-4">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="min-w-0 font-display text-lg font-bold">{p.firstName}</p>
                  <p className="shrink-0 whitespace-nowrap font-bold">{formatMinor(p.amount, p.currency)}</p>
                </div>
                <p className="break-all text-base">
                  <a href={`mailto:${p.email}`}>{p.email}</a>
                </p>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-base">
                  <span>{planName(p.membershipType)}</span>
                  <span className={STATUS_STYLE[p.status] ?? 'badge'}>{p.status}</span>
                  <span className="text-sm text-sepia">{formatShortDate(p.createdAt)}</span>
                </div>
              </li>
            ))}
          </ul>
          <div className="card hidden overflow-x-auto md:block">
            <table className="w-full min-w-[640px] border-collapse text-left text-base">
              <caption className="sr-only">Payments, newest first</caption>
              <thead className="bg-ink text-parchment">
                <tr>
                  <th scope="col" className="px-3 py-2 font-display">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2 font-display">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2 font-display">
                    Email
                  </th>
                  <th scope="col" className="px-3 py-2 font-display">
                    Plan
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-display">
                    Amount
                  </th>
                  <th scope="col" className="px-3 py-2 font-display">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {data?.items.map((p) => (
                  <tr key={p.id} className="border-t border-gold/40 odd:bg-parchment/40">
                    <td className="whitespace-nowrap px-3 py-2">{formatShortDate(p.createdAt)}</td>
                    <td className="px-3 py-2">{p.firstName}</td>
                    <td className="px-3 py-2 break-all">
                      <a href={`mailto:${p.email}`}>{p.email}</a>
                    </td>
                    <td className="px-3 py-2">{planName(p.membershipType)}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right font-bold">{formatMinor(p.amount, p.currency)}</td>
                    <td className="px-3 py-2">
                      <span className={STATUS_STYLE[p.status] ?? 'badge'}>{p.status}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      </ListState>
      <Pager list={paged} info={data} noun="payments" />
    </section>
  );
}
