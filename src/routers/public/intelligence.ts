import { router } from '../trpc';

// Intelligence reports (issue: experiments and resources).
export const intelligenceRouter = router({});
