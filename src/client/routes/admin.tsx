import { createFileRoute } from '@tanstack/react-router';
import AdminPanel from '../admin/admin-panel';

// Lazy: the router plugin's autoCodeSplitting moves the component, and with it the whole panel
// and its editor, into a chunk of its own that only /admin loads. (A nested React.lazy here
// made the bundler split the home page's initial JS into more, larger files.)
export const Route = createFileRoute('/admin')({
  validateSearch: (search: Record<string, unknown>): { tab?: string } => (typeof search.tab === 'string' ? { tab: search.tab } : {}),
  component: AdminPanel,
});
