/**
 * Receipt numbers (docs/decisions/055), zod-free: BAC-R-000042 for payment 42 (the number its
 * confirmation letter has always printed) and BAC-RF-000007 for refund 7. A receipt's page is
 * /account/receipts/<number>.
 */
export type ReceiptKind = 'payment' | 'refund';

export const RECEIPT_NUMBER = /^BAC-(R|RF)-(\d{6,10})$/;
export const RECEIPT_NUMBER_MAX = 20;

export const receiptNumberOf = (kind: ReceiptKind, id: number) => `BAC-${kind === 'payment' ? 'R' : 'RF'}-${String(id).padStart(6, '0')}`;

export function receiptParts(number: string): { kind: ReceiptKind; id: number } | null {
  const m = RECEIPT_NUMBER.exec(number);
  if (!m) return null;
  const id = Number(m[2]);
  return id > 0 && Number.isSafeInteger(id) ? { kind: m[1] === 'R' ? 'payment' : 'refund', id } : null;
}

/** '£47.00' from 4700 pence. */
export function formatPence(minor: number, currency = 'gbp'): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}
