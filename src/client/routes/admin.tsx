import { createFileRoute } from '@tanstack/react-router';
import { adminOnly, staffHead } from '~/client/lib/admin-guard';
import AdminPanel from '../admin/admin-panel';
import { searchSchema } from '../lib/search-schemas';

// Lazy: the router plugin's autoCodeSplitting moves the component, and with it the whole panel
// and its editor, into a chunk of its own that only /admin loads. (A nested React.lazy here
// made the bundler split the home page's initial JS into more, larger files.)
export const Route = createFileRoute('/admin')({
  // The zod schema adminSearch (src/shared/schemas/search.ts): an unknown tab is dropped.
  validateSearch: searchSchema('adminSearch'),
  // The admin check happens before the page renders, on the server too: no session, a 302 to the login.
  beforeLoad: adminOnly,
  head: staffHead('Fellowship Administration'),
  component: AdminPanel,
});
