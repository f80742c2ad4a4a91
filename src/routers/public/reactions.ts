import { router } from '../trpc';

// Comment reactions (issue: public showcase).
export const reactionsRouter = router({});
