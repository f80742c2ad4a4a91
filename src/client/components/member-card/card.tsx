import type { z } from 'zod';
import { CLUB_NAME } from '~/shared/club';
import { formatLongDateGB } from '~/shared/format';
import type { memberCardOutput } from '~/shared/schemas/member-card';

type Card = z.output<typeof memberCardOutput>;

/**
 * The wallet-sized membership card (docs/decisions/055): name, tier, valid-until date and the QR
 * code of its check, drawn by the server as SVG. It prints at a bank card's size (85.6 × 54 mm,
 * `data-print-card` in styles.css) on its own.
 */
export function MembershipCard({ card }: { card: Card }) {
  return (
    <div
      className="member-card relative mx-auto flex w-full max-w-[428px] flex-col justify-between overflow-hidden rounded-xl border-4 border-double border-gold bg-paper p-4 shadow-xl"
      data-print-card
      data-testid="membership-card"
    >
      <p className="font-display text-base font-bold uppercase tracking-wide text-burgundy">{CLUB_NAME}</p>
      <div className="mt-2 flex items-end justify-between gap-3">
        <dl className="min-w-0 text-base leading-snug">
          <dt className="sr-only">Name</dt>
          <dd className="truncate font-display text-2xl font-bold" data-testid="card-name">
            {card.name}
          </dd>
          <dt className="sr-only">Tier</dt>
          <dd>{card.planName}</dd>
          <dt className="mt-1 text-sm font-bold uppercase tracking-wide text-ink-soft">Valid until</dt>
          <dd className="font-bold" data-testid="card-valid-until">
            {formatLongDateGB(card.validUntil)}
          </dd>
        </dl>
        <div
          role="img"
          aria-label="QR code of the card’s check address"
          className="h-28 w-28 shrink-0 bg-white p-1 [&>svg]:h-full [&>svg]:w-full"
          data-testid="card-qr"
          // The server's own SVG, drawn by the qrcode package from the card's check address.
          dangerouslySetInnerHTML={{ __html: card.qrSvg }}
        />
      </div>
    </div>
  );
}
