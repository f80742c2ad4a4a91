import { router } from '../trpc';

// Contact / membership applications (issue: public showcase).
export const contactRouter = router({});
