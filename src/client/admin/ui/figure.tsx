import type { ReactNode } from 'react';
import { MEMBER_STATUS_LABELS, MEMBER_STATUSES, type MemberStatus } from '~/shared/members';

/**
 * A figure under its label, as the tabs' summaries show them: a card of its own by default, or the
 * box and size a denser summary gives it (`box`, `size`), as a list item where it is one of a list.
 */
export function Figure({
  label,
  children,
  size = 'text-3xl',
  box = 'card p-4',
  item = false,
  testId,
}: {
  label: string;
  children: ReactNode;
  size?: 'text-3xl' | 'text-2xl' | 'text-xl';
  box?: string;
  item?: boolean;
  testId?: string;
}) {
  const Box = item ? 'li' : 'div';
  return (
    <Box className={box}>
      <p className="text-sm font-bold uppercase tracking-wide text-sepia">{label}</p>
      <p className={`font-display ${size} font-bold`} data-testid={testId}>
        {children}
      </p>
    </Box>
  );
}

/** How many members are in each state, as the Members tab heads its list and the Analytics tab its members' figures. */
export function MemberCounts({
  counts,
  compact = false,
  testId,
}: {
  counts: Record<MemberStatus, number>;
  compact?: boolean;
  testId: string;
}) {
  return (
    <ul className={compact ? 'mb-4 grid gap-3 sm:grid-cols-4' : 'mb-5 grid gap-4 sm:grid-cols-4'} aria-label="Members by state">
      {MEMBER_STATUSES.map((s) => (
        <Figure
          key={s}
          item
          label={MEMBER_STATUS_LABELS[s]}
          size={compact ? 'text-2xl' : 'text-3xl'}
          box={compact ? 'rounded-sm border border-gold/40 p-3' : 'card p-4'}
          testId={`${testId}-${s}`}
        >
          {counts[s]}
        </Figure>
      ))}
    </ul>
  );
}
