import { router } from '../trpc';

// Viral shares / support card (issue: public showcase).
export const supportRouter = router({});
