import { router } from '../trpc';

// Membership payments (issue: checkout and payment).
export const paymentsRouter = router({});
