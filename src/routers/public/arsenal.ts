import { router } from '../trpc';

// Brain Arsenal (issue: experiments and resources).
export const arsenalRouter = router({});
