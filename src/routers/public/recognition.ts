import { router } from '../trpc';

// AI recognition items (issue: public showcase).
export const recognitionRouter = router({});
