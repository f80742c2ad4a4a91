import { Link } from '@tanstack/react-router';
import { Glyph } from '~/client/components/page-parts/glyph';

/** The pages a page's 'Back to …' link at its top leads to. */
export type BackTo =
  | '/'
  | '/ai-experiments'
  | '/application-process'
  | '/events-symposiums'
  | '/exhibitions'
  | '/fellow-directory'
  | '/intelligence'
  | '/recognition'
  | '/shame';

/** The 'Back to …' link at the top of a page. */
export function BackLink({ to, label }: { to: BackTo; label: string }) {
  return (
    <Link to={to} className="text-base">
      <Glyph name="back" /> {label}
    </Link>
  );
}
