import { router } from '../trpc';

// Latest content, D14 (issue: public showcase).
export const latestContentRouter = router({});
